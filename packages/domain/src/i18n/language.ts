import { z } from 'zod';

export const LANGUAGES = ['en', 'te'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

/** A piece of text the portal shows in both of its languages. */
export const bilingualTextSchema = z.object({ en: z.string(), te: z.string() });
export type BilingualText = z.infer<typeof bilingualTextSchema>;

/**
 * Picks the portal language from an Accept-Language header: Telugu when the
 * caller prefers it over English, English otherwise.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const quality = qParam ? Number(qParam.trim().slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.base === 'en' || entry.base === 'te')
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked[0]?.base === 'te' ? 'te' : DEFAULT_LANGUAGE;
}
