import type { RoutePageProps } from '@portal/platform';
import { PreliminaryBookingPage } from './preliminary-booking-page';

/**
 * `/preliminary-booking&o=&q=&c_id=&b_id=&p_id=` without its `&t=` token: a link of the old portal
 * (or one cut short). It shows the same link-unavailable page as a tampered link, with the way to
 * a new one, instead of "Sidan hittades inte".
 */
export function LegacyPreliminaryBookingPage({ params }: RoutePageProps) {
  return <PreliminaryBookingPage params={{ ...params, token: '' }} />;
}
