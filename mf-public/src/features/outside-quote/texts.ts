import { registerTranslations } from '@portal/platform';
import en from '../../i18n/en/outsideQuote.json';
import sv from '../../i18n/sv/outsideQuote.json';

/**
 * The outside venue's page texts, under their own namespace: registered with the page's chunk, so
 * the module's entry (and /send-request) does not carry them.
 */
export const OUTSIDE_QUOTE_NS = 'outsideQuote';
registerTranslations(OUTSIDE_QUOTE_NS, { sv, en });
