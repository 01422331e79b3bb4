import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { formatMoney } from '@portal/ui';
import { Card, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
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

  const columns: TableColumnsType<Row> = [
    { key: 'label', title: t('comparison.row'), rowScope: 'row', render: (_, row) => row.label, width: 150 },
    ...venues.map((venue, index) => ({
      key: String(venue.bidder_id),
      title: t('venue.heading', { position: venue.position, name: venue.name }),
      align: 'right' as const,
      render: (_: unknown, row: Row) => <span style={{ whiteSpace: 'nowrap' }}>{row.cells[index]}</span>,
    })),
  ];

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
          <Table<Row> size="small" bordered pagination={false} dataSource={rows} columns={columns} style={{ minWidth: 'max-content' }} />
        </div>
      </Card>
    </section>
  );
}
