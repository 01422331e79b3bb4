import { currentLanguage, setLanguage, STORAGE_KEYS, type Language } from '@portal/platform';
import { useEffect } from 'react';

/**
 * Opens the customer's page in the customer's language (the language of the mail that brought
 * them) unless a language was chosen on this device: an English-speaking customer does not first
 * meet the Swedish default. The language switch still changes it, and that choice is kept.
 */
export function useCustomerLanguage(language: Language | undefined): void {
  useEffect(() => {
    if (!language || language === currentLanguage()) return;
    if (localStorage.getItem(STORAGE_KEYS.language) !== null) return;
    setLanguage(language);
  }, [language]);
}
