import type { LeafletMapProps } from '../features/account-map/leaflet-map';

/**
 * Stands in for the Leaflet map in jsdom (no layout, no canvas, no 750 kB atlas): shows the
 * location it was given and picks Uppsala when its button is pressed, as a click on the map would.
 * Use with `vi.mock('…/account-map/leaflet-map', () => import('…/testing/fake-leaflet-map'))`.
 */
export function LeafletMap({ value, onPick, label }: LeafletMapProps) {
  return (
    <div role="region" aria-label={label}>
      <output>{value ? `${value.lat}, ${value.lng}` : 'no location'}</output>
      <button type="button" onClick={() => onPick({ lat: 59.858564, lng: 17.638927 })}>
        Pick Uppsala on the map
      </button>
    </div>
  );
}
