import type { RoutePageProps } from '@portal/platform';
import { PresentationScreen } from './presentation-screen';

/**
 * `/quote-presention-pre&o={id}&a={admin}&t={token}`: the customer's presentation (no login), read
 * and booked through the link's token (the X-Link-Token header, never the query string).
 */
export function PresentationPage({ params }: RoutePageProps) {
  return <PresentationScreen source={{ kind: 'link', token: params.token ?? '' }} />;
}
