import { registerTranslations } from '@portal/platform';
import en from '../../i18n/en/preliminaryBooking.json';
import sv from '../../i18n/sv/preliminaryBooking.json';

/** The preliminary booking page's texts, under their own namespace, registered with the page's chunk. */
export const PRELIMINARY_BOOKING_NS = 'preliminaryBooking';
registerTranslations(PRELIMINARY_BOOKING_NS, { sv, en });
