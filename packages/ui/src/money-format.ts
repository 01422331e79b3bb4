// Formatting money apart from the input, so a page that only shows amounts (the dashboard) loads
// no input component with it (@portal/ui is shared per file).
import { currentLanguage, type Language } from '@portal/platform';

export const locale = (language: Language) => (language === 'en' ? 'en-GB' : 'sv-SE');

/**
 * An amount in öre in the current language: `formatMoney(145000)` → `1 450,00 kr` in Swedish,
 * `SEK 1,450.00` in English. Components re-render on a language switch, so calling it while
 * rendering follows the switch.
 */
export function formatMoney(ore: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'SEK' }).format(ore / 100);
}
