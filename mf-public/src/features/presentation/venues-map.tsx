import type { Schemas } from '@portal/api-client';
import { VenueMap, type VenueMapMarker, Card, Typography } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];

/**
 * One read-only map with a marker per venue that has a location, labelled with its number as on
 * its card. Leaflet comes in only as the map nears the window (VenueMap), so the page's first load
 * stays light on a phone, where the map is far below.
 */
export function VenuesMap({ venues }: { venues: PresentedVenue[] }) {
  const { t } = useTranslation(PRESENTATION_NS);
  const markers = venues.flatMap((venue): VenueMapMarker[] =>
    venue.location ? [{ location: venue.location, label: t('venue.heading', { position: venue.position, name: venue.name }) }] : [],
  );
  const without = venues.filter((venue) => !venue.location).map((venue) => venue.name);

  return (
    <section aria-labelledby="presentation-map-title" style={{ marginBottom: 24 }}>
      <Card
        title={
          <Typography.Title level={2} id="presentation-map-title" style={{ fontSize: 20, margin: 0 }}>
            {t('map.title')}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        {markers.length === 0 ? (
          <Typography.Text type="secondary">{t('map.none')}</Typography.Text>
        ) : (
          <>
            <VenueMap markers={markers} label={t('map.label')} height={360} />
            {without.length > 0 && (
              <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
                {t('map.without', { names: without.join(', ') })}
              </Typography.Paragraph>
            )}
          </>
        )}
      </Card>
    </section>
  );
}
