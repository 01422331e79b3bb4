import { Card, Typography } from '@portal/ui';
import type { Schemas } from '@portal/api-client';
import { Button, Tag, theme } from 'antd';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VenueGallery } from './venue-gallery';
import { VenueOffer } from './venue-offer';
import { VenuePrices } from './venue-prices';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];

/** The priced lines, halls, terms and attachment (tables): fetched when "View more" is first used (issue 9). */
const VenueDetails = lazy(async () => ({ default: (await import('./venue-details')).VenueDetails }));

export interface VenueCardProps {
  venue: PresentedVenue;
  request: Schemas['QuoteRequest'];
  vatBasis: Schemas['VatBasis'];
  /** The "Choose" box, when the customer can book; none otherwise. */
  choice?: { chosen: boolean; disabled: boolean; onChange: (chosen: boolean) => void };
}

/**
 * One presented venue: its pictures, prices for the whole request, what it offers against the
 * request with every gap flagged, and its description; "View more" opens the priced lines, halls,
 * terms and attachment.
 */
export function VenueCard({ venue, request, vatBasis, choice }: VenueCardProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} style={{ minWidth: 0 }}>
      <Card
        title={
          <Typography.Title level={3} id={headingId} style={{ fontSize: 20, margin: 0 }}>
            {t('venue.heading', { position: venue.position, name: venue.name })}
          </Typography.Title>
        }
        extra={venue.booked ? <Tag color="green">{t('venue.booked')}</Tag> : undefined}
        // A long name wraps on a phone instead of being cut off.
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        {(venue.title || venue.city || venue.address) && (
          <div style={{ marginBottom: 12 }}>
            {venue.title && (
              <Typography.Text strong style={{ display: 'block' }}>
                {venue.title}
              </Typography.Text>
            )}
            {(venue.address || venue.city) && <Typography.Text type="secondary">{[venue.address, venue.city].filter(Boolean).join(', ')}</Typography.Text>}
          </div>
        )}
        <VenueGallery name={venue.name} images={venue.images} />
        <VenuePrices comparison={venue.comparison} vatBasis={vatBasis} />
        <VenueOffer comparison={venue.comparison} request={request} />

        {venue.description && (
          <Typography.Paragraph
            style={{
              whiteSpace: 'pre-wrap',
              marginBottom: 8,
              // Three lines until "View more": the whole text is in the page for a screen reader either way.
              ...(expanded ? {} : { display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }),
            }}
          >
            {venue.description}
          </Typography.Paragraph>
        )}
        <div id={detailsId} hidden={!expanded}>
          {expanded && (
            <Suspense fallback={<div role="status" aria-busy="true" aria-label={t('venue.loadingMore')} style={{ minHeight: 48 }} />}>
              <VenueDetails venue={venue} vatBasis={vatBasis} />
            </Suspense>
          )}
        </div>
        <Button
          type="link"
          style={{ paddingInline: 0 }}
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={t(expanded ? 'venue.lessLabel' : 'venue.moreLabel', { name: venue.name })}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'venue.less' : 'venue.more')}
        </Button>

        {choice && (
          <div style={{ marginTop: 12, paddingTop: 12, borderTop: `1px solid ${token.colorSplit}` }}>
            {/* A plain checkbox in the theme's colour (antd's Checkbox comes with its select and radio chunk: issue 9). */}
            <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: choice.disabled ? 'not-allowed' : 'pointer', color: choice.disabled ? token.colorTextDisabled : undefined }}>
              <input
                type="checkbox"
                checked={choice.chosen}
                disabled={choice.disabled}
                onChange={(event) => choice.onChange(event.target.checked)}
                aria-label={t('venue.chooseLabel', { name: venue.name })}
                style={{ width: 18, height: 18, margin: 0, accentColor: token.colorPrimary, cursor: 'inherit' }}
              />
              {t('venue.choose')}
            </label>
          </div>
        )}
      </Card>
    </article>
  );
}
