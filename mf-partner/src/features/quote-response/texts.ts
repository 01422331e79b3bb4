import { registerTranslations } from '@portal/platform';
import en from '../../i18n/en/partnerQuote.json';
import sv from '../../i18n/sv/partnerQuote.json';

/**
 * The quote response page's texts (the form's own are `@portal/ui`'s), registered with the page's
 * chunk so that the dashboard and the list do not carry them.
 */
export const PARTNER_QUOTE_NS = 'partnerQuote';
registerTranslations(PARTNER_QUOTE_NS, { sv, en });
