import type { Schemas } from '@portal/api-client';

type Status = Schemas['PreliminaryBookingStatus'];

/** A status's tag colour (the portal's tag shades are dark enough to read on their light fill). */
export const STATUS_COLORS: Record<Status, string> = {
  requested: 'gold',
  held: 'cyan',
  confirmed: 'green',
  declined: 'volcano',
  expired: 'default',
  cancelled: 'orange',
};
