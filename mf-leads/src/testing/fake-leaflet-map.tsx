import type { VenueMapProps } from '@portal/ui';

/**
 * Stands in for the Leaflet map of `@portal/ui`'s VenueMap in jsdom (no layout, no canvas, no 750 kB
 * atlas): shows the location it was given and picks Uppsala when its button is pressed, as a click
 * on the map would. Use with
 * `vi.mock('@portal/ui/src/venue-map/leaflet-map', () => import('…/testing/fake-leaflet-map'))`.
 */
export function LeafletMap({ markers, onPick, label }: VenueMapProps) {
  const [marker] = markers;
  return (
    <div role="region" aria-label={label}>
      <output>{marker ? `${marker.location.lat}, ${marker.location.lng}` : 'no location'}</output>
      {onPick && (
        <button type="button" onClick={() => onPick({ lat: 59.858564, lng: 17.638927 })}>
          Pick Uppsala on the map
        </button>
      )}
    </div>
  );
}
