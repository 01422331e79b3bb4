import { registerTranslations } from '@portal/platform';
import en from '../../i18n/en/partnerCommission.json';
import sv from '../../i18n/sv/partnerCommission.json';

/**
 * The commission report page's texts, registered with the page's chunk so that the dashboard and
 * the lists do not carry them.
 */
export const PARTNER_COMMISSION_NS = 'partnerCommission';
registerTranslations(PARTNER_COMMISSION_NS, { sv, en });
