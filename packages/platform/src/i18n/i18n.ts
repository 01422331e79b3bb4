import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/sv';
import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS } from '../session/storage-keys';
import enCommon from './locales/en/common.json';
import svCommon from './locales/sv/common.json';

export type Language = 'sv' | 'en';
export const LANGUAGES: readonly Language[] = ['sv', 'en'];
/** SPEC §1: Swedish is the default. */
export const DEFAULT_LANGUAGE: Language = 'sv';

export function isLanguage(value: unknown): value is Language {
  return value === 'sv' || value === 'en';
}

function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The page's one i18next instance; every module adds its namespace to it. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { sv: { common: svCommon }, en: { common: enCommon } } satisfies Resource,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // Texts added later (the server's overlay) re-render the page.
  react: { bindI18nStore: 'added' },
});
dayjs.locale(i18n.language);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Adds a module's texts (sv and en side by side) under its namespace. */
export function registerTranslations(namespace: string, resources: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) {
    // Deep and without overwriting: texts the server laid over this namespace earlier stay.
    i18n.addResourceBundle(language, namespace, resources[language], true, false);
  }
}
