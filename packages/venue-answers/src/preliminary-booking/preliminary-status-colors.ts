import type { Schemas } from '@portal/api-client';

export type PreliminaryBookingStatus = Schemas['PreliminaryBookingStatus'];

/**
 * A preliminary booking's states in their colours (their contrast is set in the providers' Tag
 * tokens): the venue's and the intermediary's tags, and the customer's page. A file of its own, so
 * the customer's page takes the colours without the tag's texts.
 */
export const PRELIMINARY_STATUS_COLORS: Record<PreliminaryBookingStatus, string> = {
  requested: 'gold',
  held: 'cyan',
  cancelled: 'orange',
  confirmed: 'green',
  declined: 'volcano',
  expired: 'default',
};
