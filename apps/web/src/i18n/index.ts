import i18next, { type BackendModule, type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { APP_BASE_PATH, DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, languageOrDefault, type Language } from '@igrs/domain';
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

function storedLanguage(): Language {
  try {
    return languageOrDefault(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function currentLanguage(): Language {
  return languageOrDefault(i18next.resolvedLanguage ?? i18next.language);
}

function rememberForServer(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=${APP_BASE_PATH}; max-age=31536000; SameSite=Lax`;
}

export async function changeLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  rememberForServer(language);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}

const OPTIONS: InitOptions = {
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: ['translation'],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
};

export async function initI18n(): Promise<void> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({ ...OPTIONS, lng: storedLanguage() });
  document.documentElement.lang = currentLanguage();
  rememberForServer(currentLanguage());
}

/**
 * For rendering pages on the server: every string file of both languages,
 * loaded once, and one instance per language over them, since pages in
 * either language are drawn at the same time.
 */
export async function initServerI18n(): Promise<Record<Language, I18n>> {
  const namespaces = [...new Set(Object.keys(featureLocales).map((file) => file.split('/')[2]!))];
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({ ...OPTIONS, lng: DEFAULT_LANGUAGE, preload: [...LANGUAGES], ns: ['translation', ...namespaces] });
  const instances = {} as Record<Language, I18n>;
  for (const language of LANGUAGES) {
    const instance = i18next.cloneInstance({ lng: language });
    await instance.changeLanguage(language);
    instances[language] = instance;
  }
  return instances;
}

/** Translation outside React components (services such as the API client). */
export function translate(key: string, options?: Record<string, unknown>): string {
  return i18next.t(key, options);
}

/** Loads a feature's strings in the current language, so its page never shows a key while they arrive. */
export async function loadStrings(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length > 0) await i18next.loadNamespaces([...namespaces]);
}
