import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatMoney, Card, Typography } from '@portal/ui';
import { Tag, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../shared/format';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];
type Comparison = Schemas['VenueComparison'];

export interface ComparisonTableProps {
  venues: PresentedVenue[];
  request: Schemas['QuoteRequest'];
  vatBasis: Schemas['VatBasis'];
}

/** A value that falls short of the request, flagged (a tag: antd's warning text is too pale to read). */
function Shortfall({ children }: { children: ReactNode }) {
  return (
    <Tag color="gold" style={{ marginInlineEnd: 0 }}>
      {children}
    </Tag>
  );
}

interface Row {
  key: string;
  label: string;
  cells: ReactNode[];
}

/**
 * All venues side by side: the same request priced by each (in total, per participant, per day)
 * and what each offers, with its gaps counted. The lowest price of a row is marked. On a phone the
 * table scrolls sideways inside its own labelled region, never the page.
 */
export function ComparisonTable({ venues, request, vatBasis }: ComparisonTableProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const { token } = theme.useToken();
  const number = (value: number | null) => (value === null ? t('comparison.notGiven') : formatCount(value, language));

  const priceRow = (key: string, pick: (comparison: Comparison) => number | null): Row => {
    const values = venues.map((venue) => pick(venue.comparison));
    const known = values.filter((value): value is number => value !== null);
    const lowest = venues.length > 1 && known.length > 1 ? Math.min(...known) : null;
    return {
      key,
      label: t(`comparison.${key}`),
      cells: values.map((value) =>
        value === null ? (
          t('comparison.notGiven')
        ) : (
          <>
            <span style={{ fontWeight: value === lowest ? 600 : 400 }}>{formatMoney(value, language)}</span>
            {value === lowest && (
              <Tag color="green" style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>
                {t('comparison.lowest')}
              </Tag>
            )}
          </>
        ),
      ),
    };
  };
  const roomsRow = (key: 'singleRooms' | 'doubleRooms', requested: number, pick: (comparison: Comparison) => number): Row => ({
    key,
    label: t(`comparison.${key}`),
    cells: venues.map((venue) => {
      const offered = pick(venue.comparison);
      // "4 av 6" against what was asked; nothing asked, just what is offered.
      const text = requested > 0 ? t('comparison.roomsValue', { offered: number(offered), requested: number(requested) }) : number(offered);
      return offered < requested ? <Shortfall>{text}</Shortfall> : text;
    }),
  });

  const rows: Row[] = [
    priceRow('total', (comparison) => comparison.total),
    priceRow('perParticipant', (comparison) => comparison.per_participant),
    priceRow('perDay', (comparison) => comparison.per_day),
    roomsRow('singleRooms', request.single_rooms, (comparison) => comparison.single_rooms),
    roomsRow('doubleRooms', request.double_rooms, (comparison) => comparison.double_rooms),
    {
      key: 'largestHall',
      label: t('comparison.largestHall'),
      cells: venues.map((venue) =>
        venue.comparison.largest_hall_sqm === null ? t('comparison.notGiven') : t('comparison.sqm', { size: number(venue.comparison.largest_hall_sqm) }),
      ),
    },
    { key: 'mostPlaces', label: t('comparison.mostPlaces'), cells: venues.map((venue) => number(venue.comparison.most_places)) },
    {
      key: 'gaps',
      label: t('comparison.gaps'),
      cells: venues.map((venue) => {
        const count = venue.comparison.gaps.length;
        return count === 0 ? number(count) : <Shortfall>{number(count)}</Shortfall>;
      }),
    },
  ];

  // A plain table drawn as antd's small bordered one (antd's Table brings its filters, menu and
  // pagination: 60 KiB of a phone's first visit, issue 9).
  const border = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  const cell = { padding: `${token.paddingXS}px ${token.paddingXS}px`, border, whiteSpace: 'nowrap' as const };
  const head = { ...cell, background: token.colorFillAlter, fontWeight: token.fontWeightStrong, color: token.colorTextHeading };

  return (
    <section aria-labelledby="presentation-comparison-title" style={{ marginBottom: 24 }}>
      <Card
        title={
          <Typography.Title level={2} id="presentation-comparison-title" style={{ fontSize: 20, margin: 0 }}>
            {t('comparison.title')}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        <Typography.Paragraph type="secondary">{t('comparison.intro', { basis: t(`basis.${vatBasis}`) })}</Typography.Paragraph>
        {/* A region the keyboard reaches scrolls sideways on a phone (axe: scrollable regions need keyboard access). */}
        <div role="region" aria-label={t('comparison.label')} tabIndex={0} style={{ overflowX: 'auto', borderRadius: token.borderRadius }}>
          {/* As wide as its content: the region scrolls, not the table's own container (which the keyboard cannot reach). */}
          <table style={{ minWidth: 'max-content', width: '100%', borderCollapse: 'collapse', fontSize: token.fontSize, lineHeight: token.lineHeight }}>
            <thead>
              <tr>
                <th scope="col" style={{ ...head, textAlign: 'start', width: 150, whiteSpace: 'normal' }}>
                  {t('comparison.row')}
                </th>
                {venues.map((venue) => (
                  <th key={venue.bidder_id} scope="col" style={{ ...head, textAlign: 'end' }}>
                    {t('venue.heading', { position: venue.position, name: venue.name })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" style={{ ...cell, textAlign: 'start', fontWeight: 'normal', whiteSpace: 'normal' }}>
                    {row.label}
                  </th>
                  {row.cells.map((value, index) => (
                    <td key={venues[index]!.bidder_id} style={{ ...cell, textAlign: 'end' }}>
                      {value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
    </section>
  );
}
