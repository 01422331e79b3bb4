// A preliminary booking's transitions, without a database: the venue holds or cancels a request
// (a hold can be answered again), the admin asks to extend a hold or an expired one, the customer
// confirms or declines a hold through their link, and the sweep expires a hold past its date.
import type { Schemas } from '../../core/contract.js';
import type { Transitions } from '../../core/state/transitions.js';

type BookingStatus = Schemas['PreliminaryBookingStatus'];

export type BookingAction = 'hold' | 'cancel' | 'extend' | 'confirm' | 'decline' | 'expire';

/** The venue: its partner user, an admin for it, or an outside venue through its quote link. */
const VENUE = [1, 2, 'link'] as const;

export const bookingTransitions: Transitions<BookingStatus, BookingAction> = {
  hold: { from: ['requested', 'held'], to: 'held', roles: VENUE },
  cancel: { from: ['requested', 'held'], to: 'cancelled', roles: VENUE },
  extend: { from: ['held', 'expired'], to: 'requested', roles: [1] },
  confirm: { from: ['held'], to: 'confirmed', roles: ['link'] },
  decline: { from: ['held'], to: 'declined', roles: ['link'] },
  expire: { from: ['held'], to: 'expired', roles: ['job'] },
};
