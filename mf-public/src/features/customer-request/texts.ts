import { registerTranslations } from '@portal/platform';
import en from '../../i18n/en/customerRequest.json';
import sv from '../../i18n/sv/customerRequest.json';

/** The request page's texts, under their own namespace, registered with the page's chunk. */
export const CUSTOMER_REQUEST_NS = 'customerRequest';
registerTranslations(CUSTOMER_REQUEST_NS, { sv, en });
