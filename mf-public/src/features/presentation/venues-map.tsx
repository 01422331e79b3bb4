import type { Schemas } from '@portal/api-client';
import type { VenueMapMarker } from '@portal/ui';
import { Card } from '@portal/plain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];

const VenueMap = lazy(async () => ({ default: (await import('./venue-map-part')).VenueMap }));

/** True once the browser is idle after the page was drawn (a moment later where it has no idle callback). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 1);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

/**
 * One read-only map with a marker per venue that has a location, labelled with its number as on
 * its card. The map's code comes after the first paint, when the browser is idle, and Leaflet only
 * as the map nears the window (VenueMap): the page's first load stays light on a phone, where the
 * map is far below. Until then a grey box of the map's size holds its place.
 */
export function VenuesMap({ venues }: { venues: PresentedVenue[] }) {
  const { t } = useTranslation(PRESENTATION_NS);
  const idle = useIdle();
  const markers = venues.flatMap((venue): VenueMapMarker[] =>
    venue.location ? [{ location: venue.location, label: t('venue.heading', { position: venue.position, name: venue.name }) }] : [],
  );
  const without = venues.filter((venue) => !venue.location).map((venue) => venue.name);
  const waiting = <div className="cp-map-wait" aria-hidden="true" />;

  return (
    <section aria-labelledby="presentation-map-title" className="cp-section">
      <Card
        title={
          <h2 id="presentation-map-title" className="cp-h2">
            {t('map.title')}
          </h2>
        }
      >
        {markers.length === 0 ? (
          <span className="plain-secondary">{t('map.none')}</span>
        ) : (
          <>
            {idle ? (
              <Suspense fallback={waiting}>
                <VenueMap markers={markers} label={t('map.label')} height={360} />
              </Suspense>
            ) : (
              waiting
            )}
            {without.length > 0 && (
              <p className="cp-p plain-secondary" style={{ marginTop: 8 }}>
                {t('map.without', { names: without.join(', ') })}
              </p>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
