import { atom } from 'jotai';
import { i18n, type Language } from './i18n';

/** The interface language. Change it through `setLanguage`, which also switches i18next and dayjs. */
export const languageAtom = atom<Language>(i18n.language === 'en' ? 'en' : 'sv');
languageAtom.debugLabel = 'languageAtom';
