import { VenueMap } from '@portal/ui';

/**
 * The map (@portal/ui's VenueMap, with antd's skeleton and theme; Leaflet comes only as the map
 * nears the window): its own chunk, fetched once the page is drawn and the browser is idle, never
 * before the presentation's first paint (issue 25).
 */
export { VenueMap };
