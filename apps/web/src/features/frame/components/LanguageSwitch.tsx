import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@igrs/domain';
import { changeLanguage } from '../../../i18n/index.ts';
import { useBilingual } from '../../../lib/bilingual.ts';
import { showMessage } from '../../../lib/popups.ts';

const LANGUAGE_NAMES: Record<Language, { label: string; lang: string }> = {
  en: { label: 'English', lang: 'en' },
  te: { label: 'తెలుగు', lang: 'te' },
};

const ANNOUNCEMENT_TIME_MS = 1500;

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  // The language of the strings this page is drawn with (on the server, the drawing's own, not the shared instance's).
  const { language: active } = useBilingual();

  const choose = async (language: Language) => {
    if (language === active) return;
    await changeLanguage(language);
    showMessage({ message: i18n.t('frame.languageChanged', { lng: language }), type: 'success', time: ANNOUNCEMENT_TIME_MS });
  };

  return (
    <div className="btn-group btn-group-sm igrs-language-switch" role="group" aria-label={t('frame.language')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={LANGUAGE_NAMES[language].lang}
          className={`btn ${language === active ? 'btn-light' : 'btn-outline-light'}`}
          aria-pressed={language === active}
          onClick={() => void choose(language)}
        >
          {LANGUAGE_NAMES[language].label}
        </button>
      ))}
    </div>
  );
}
