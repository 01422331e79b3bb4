// The offline map (Leaflet with the countries drawn from a bundled atlas): the account form's
// location picker and the customer's presentation. `VenueMap` is light; Leaflet is fetched lazily.
export { VenueMap } from './venue-map';
export type { VenueMapMarker, VenueMapProps } from './venue-map-props';
