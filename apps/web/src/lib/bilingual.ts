import { useTranslation } from 'react-i18next';
import type { BilingualText, Language } from '@igrs/domain';

/** Returns a picker for content stored in both languages, following the chosen language. */
export function useBilingual(): { language: Language; pick: (text: BilingualText) => string } {
  const { i18n } = useTranslation();
  const language: Language = i18n.resolvedLanguage === 'te' ? 'te' : 'en';
  return { language, pick: (text) => text[language] };
}
