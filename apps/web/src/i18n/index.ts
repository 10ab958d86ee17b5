import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, type Language } from '@igrs/domain';
import en from './locales/en.json';

/**
 * The strings of a feature with many of its own (EC search, name search…),
 * in `locales/<namespace>/<language>.json`, fetched when a page first asks
 * for that namespace, so the home page does not carry them.
 */
const featureLocales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** English ships in the main bundle; Telugu is fetched the first time it is chosen. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (namespace === 'translation' && language === 'en') {
      callback(null, en);
      return;
    }
    const load = namespace === 'translation' ? () => import('./locales/te.json') : featureLocales[`./locales/${namespace}/${language}.json`];
    if (!load) {
      callback(new Error(`No strings for ${namespace} in ${language}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function asLanguage(value: string | null | undefined): Language {
  return LANGUAGES.find((language) => language === value) ?? DEFAULT_LANGUAGE;
}

function storedLanguage(): Language {
  try {
    return asLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function currentLanguage(): Language {
  return asLanguage(i18next.resolvedLanguage ?? i18next.language);
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: false,
      supportedLngs: ['en', 'te'],
      ns: ['translation'],
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = currentLanguage();
}

/** Translation outside React components (services such as the API client). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options);
}

/** Loads a feature's strings in the current language, so its page never shows a key while they arrive. */
export async function loadStrings(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length > 0) await i18next.loadNamespaces([...namespaces]);
}
