import dayjs from 'dayjs';
import { STORAGE_KEYS } from '../session/storage-keys';
import { portalStore } from '../session/store';
import { i18n, type Language } from './i18n';
import { languageAtom } from './language-atom';

/** Switches the interface language and remembers it on this device (SPEC §9). */
export function setLanguage(language: Language): void {
  localStorage.setItem(STORAGE_KEYS.language, language);
  dayjs.locale(language);
  void i18n.changeLanguage(language);
  document.documentElement.lang = language;
  portalStore.set(languageAtom, language);
}

export function currentLanguage(): Language {
  return portalStore.get(languageAtom);
}
