import { registerTranslations } from '@portal/platform';
import en from './en.json';
import sv from './sv.json';

/**
 * The preliminary booking's shared texts (the venue's answer card and the status tag), under the
 * `preliminaryBookingCard` namespace; imported by the components that use them.
 */
export const PRELIMINARY_NS = 'preliminaryBookingCard';
registerTranslations(PRELIMINARY_NS, { sv, en });
