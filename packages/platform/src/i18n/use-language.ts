import { useAtomValue } from 'jotai';
import type { Language } from './i18n';
import { languageAtom } from './language-atom';

/** The current interface language, re-rendering on a switch. */
export function useLanguage(): Language {
  return useAtomValue(languageAtom);
}
