export const LANGUAGES = ['en', 'te'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** A stored or sent choice of language (storage, a cookie), or the default when it names none of the portal's. */
export function languageOrDefault(value: string | null | undefined): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/** A piece of text the portal shows in both of its languages. */
export interface BilingualText {
  en: string;
  te: string;
}

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

/** A code's name, or the code itself in both languages where the lists have no name for it: one rule for every look-up. */
export function nameOrCode(name: BilingualText | undefined, code: string): BilingualText {
  return name ?? { en: code, te: code };
}
