import { useLanguage } from '@portal/platform';
import { Alert, Button, Flex, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../shared/scroll-region';
import { BidderStatusTag } from './bidder-status-tag';
import { PresentCheckbox } from './present-checkbox';
import type { Bidder, BidderStatus } from './use-bidders';
import { useQuoteComparison, type ComparedVenue, type ComparisonGap } from './use-quote-comparison';
import type { VenueActions } from './use-venue-actions';
import { VenueQuoteName } from './venue-quote-name';

export interface QuoteComparisonTableProps {
  opportunityId: number;
  /** The venues as the venues table has them: the presentation tick is theirs (one source of truth). */
  bidders: Bidder[];
  /** The opportunity is open (else the ticks are read only). */
  open: boolean;
  actions: VenueActions;
}

/** The pipeline's order of a venue's states, for sorting by state. */
const STATUS_ORDER: Record<BidderStatus, number> = {
  invitation_not_sent: 0,
  invitation_sent: 1,
  saved: 2,
  submitted: 3,
  denied: 4,
  won: 5,
  lost: 6,
};

type Sortable = number | string | null;
type SortOrder = 'ascend' | 'descend' | null;

const locale = (language: 'sv' | 'en') => (language === 'en' ? 'en-GB' : 'sv-SE');

/** A sorter by one value; a venue without it (no answer yet) stays last in either direction. */
function by(value: (venue: ComparedVenue) => Sortable, language: 'sv' | 'en') {
  return (a: ComparedVenue, b: ComparedVenue, order?: SortOrder) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) {
      if (x === y) return 0;
      const last = x === null ? 1 : -1;
      return order === 'descend' ? -last : last;
    }
    return typeof x === 'string' || typeof y === 'string' ? String(x).localeCompare(String(y), locale(language)) : x - y;
  };
}

/**
 * The venues' answers side by side (issue 26 §1): each venue's state and presentation tick, its
 * quote's totals ex and inc VAT, per participant and per participant and day (in the request's VAT
 * basis), the commission a win would make, what it offers against what was asked, and how long it
 * took to answer; sortable by every column. The figures and gaps come from the server (the same
 * rules as the customer's presentation); the tick is the venues table's own `PresentCheckbox`.
 */
export function QuoteComparisonTable({ opportunityId, bidders, open, actions }: QuoteComparisonTableProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const comparison = useQuoteComparison(opportunityId);

  if (comparison.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (comparison.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('venues.comparison.loadError')}
        action={
          <Button size="small" onClick={() => void comparison.refetch()}>
            {t('venues.retry')}
          </Button>
        }
      />
    );
  }
  const { venues, vat_basis: basis } = comparison.data;
  if (!venues.some((venue) => venue.comparison !== null)) {
    return <Typography.Paragraph type="secondary">{t('venues.comparison.empty')}</Typography.Paragraph>;
  }

  // Whole kronor side by side (the quote itself, a click away, has the öre): the columns fit a laptop.
  const kronor = new Intl.NumberFormat(locale(language), { style: 'currency', currency: 'SEK', minimumFractionDigits: 0, maximumFractionDigits: 0 });
  const money = (amount: number | null) => (amount === null ? '–' : kronor.format(amount / 100));
  const percent = (bp: number) => new Intl.NumberFormat(locale(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
  const hours = new Intl.NumberFormat(locale(language), { maximumFractionDigits: 1 });
  const sort = (value: (venue: ComparedVenue) => Sortable) => by(value, language);
  const bidderOf = (venue: ComparedVenue) => bidders.find((bidder) => bidder.bidder_id === venue.bidder_id);
  const numeric = { align: 'right' as const, onCell: () => ({ style: { whiteSpace: 'nowrap' as const } }) };
  // Words wrap between them, never inside one (antd's cells would break "Strandh-otellet").
  const words = { onCell: () => ({ style: { overflowWrap: 'normal' as const, wordBreak: 'normal' as const } }) };

  const columns: TableColumnsType<ComparedVenue> = [
    {
      key: 'present',
      title: t('venues.present.column'),
      width: 88,
      align: 'center',
      sorter: sort((venue) => Number(bidderOf(venue)?.present_to_customer ?? venue.present_to_customer)),
      render: (_, venue) => {
        const bidder = bidderOf(venue);
        return bidder ? (
          <PresentCheckbox bidder={bidder} open={open} saving={actions.isPresenting(bidder)} onChange={(value) => actions.setPresented(bidder, value)} />
        ) : null;
      },
    },
    {
      key: 'venue',
      title: t('venues.columns.venue'),
      width: 130,
      sorter: sort((venue) => venue.name),
      ...words,
      render: (_, venue) => <VenueQuoteName name={venue.name} quoteId={venue.quote_id} />,
    },
    {
      key: 'status',
      title: t('venues.columns.status'),
      sorter: sort((venue) => STATUS_ORDER[venue.status]),
      render: (_, venue) => <BidderStatusTag status={venue.status} />,
    },
    // Grouped heads (total, per participant, commission): short sub-heads keep the columns narrow.
    {
      key: 'total',
      title: t('venues.comparison.columns.total'),
      children: [
        { key: 'totalEx', title: t('venues.comparison.columns.totalEx'), sorter: sort((venue) => venue.total_ex_vat), ...numeric, render: (_, venue) => money(venue.total_ex_vat) },
        { key: 'totalInc', title: t('venues.comparison.columns.totalInc'), sorter: sort((venue) => venue.total_inc_vat), ...numeric, render: (_, venue) => money(venue.total_inc_vat) },
      ],
    },
    {
      key: 'perParticipantGroup',
      title: t('venues.comparison.columns.perParticipantGroup'),
      children: [
        {
          key: 'perParticipant',
          title: t('venues.comparison.columns.perParticipant'),
          sorter: sort((venue) => venue.per_participant),
          ...numeric,
          render: (_, venue) => money(venue.per_participant),
        },
        {
          key: 'perParticipantDay',
          title: t('venues.comparison.columns.perParticipantDay'),
          sorter: sort((venue) => venue.per_participant_day),
          ...numeric,
          render: (_, venue) => money(venue.per_participant_day),
        },
      ],
    },
    {
      key: 'commissionGroup',
      title: t('venues.comparison.columns.commissionGroup'),
      children: [
        {
          key: 'commissionPercent',
          title: t('venues.comparison.columns.commissionPercent'),
          sorter: sort((venue) => venue.commission_bp),
          ...numeric,
          render: (_, venue) =>
            venue.commission_bp === null ? (
              '–'
            ) : (
              <>
                {percent(venue.commission_bp)}
                {(venue.commission_meals_bp ?? 0) > 0 && (
                  <Typography.Text type="secondary" style={{ display: 'block' }}>
                    {t('venues.comparison.meals', { percent: percent(venue.commission_meals_bp!) })}
                  </Typography.Text>
                )}
              </>
            ),
        },
        {
          key: 'commission',
          title: t('venues.comparison.columns.commission'),
          sorter: sort((venue) => venue.commission_amount),
          ...numeric,
          render: (_, venue) => money(venue.commission_amount),
        },
      ],
    },
    {
      key: 'responseTime',
      title: t('venues.comparison.columns.responseTime'),
      sorter: sort((venue) => venue.response_hours),
      ...numeric,
      render: (_, venue) => (venue.response_hours === null ? '–' : t('venues.comparison.hours', { hours: hours.format(venue.response_hours) })),
    },
    {
      key: 'gaps',
      title: t('venues.comparison.columns.gaps'),
      width: 120,
      sorter: sort((venue) => venue.comparison?.gaps.length ?? null),
      ...words,
      render: (_, venue) => <GapCount venue={venue} />,
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{t(`venues.comparison.intro.${basis}`)}</Typography.Text>
      <ScrollRegion label={t('venues.comparison.tableLabel')}>
        <Table<ComparedVenue>
          rowKey="bidder_id"
          size="small"
          columns={columns}
          dataSource={venues}
          pagination={false}
          aria-label={t('venues.comparison.tableLabel')}
          showSorterTooltip={false}
          // Each venue's gaps in words on a line of their own under its figures: the columns fit a
          // laptop's width, and only a phone scrolls the region sideways.
          expandable={{
            expandedRowKeys: venues.filter((venue) => (venue.comparison?.gaps.length ?? 0) > 0).map((venue) => venue.bidder_id),
            expandedRowRender: (venue) => <GapsList venue={venue} />,
            rowExpandable: (venue) => (venue.comparison?.gaps.length ?? 0) > 0,
            showExpandColumn: false,
          }}
          style={{ minWidth: 900 }}
        />
      </ScrollRegion>
    </Flex>
  );
}

/** How a venue's answer compares with the request, in short: it offers everything, or how many gaps. */
function GapCount({ venue }: { venue: ComparedVenue }) {
  const { t } = useTranslation('opportunities');
  if (venue.comparison === null) return <Typography.Text type="secondary">–</Typography.Text>;
  const { gaps } = venue.comparison;
  return gaps.length === 0 ? t('venues.comparison.noGaps') : t('venues.comparison.gapCount', { count: gaps.length });
}

/** What a venue offers against what was asked: every gap in words, under its figures. */
function GapsList({ venue }: { venue: ComparedVenue }) {
  const { t } = useTranslation('opportunities');
  const gaps = venue.comparison?.gaps ?? [];
  const labelId = `quote-gaps-${venue.bidder_id}`;
  return (
    <Flex gap={8} wrap>
      <Typography.Text strong id={labelId}>
        {t('venues.comparison.gapsLabel', { name: venue.name, count: gaps.length })}
      </Typography.Text>
      <ul style={{ margin: 0, paddingInlineStart: 16 }} aria-labelledby={labelId}>
        {gaps.map((gap, index) => (
          <li key={index}>{gapText(gap, t)}</li>
        ))}
      </ul>
    </Flex>
  );
}

function gapText(gap: ComparisonGap, t: (key: string, options?: Record<string, unknown>) => string): string {
  const values = { requested: gap.requested ?? 0, offered: gap.offered ?? 0, name: gap.name ?? '' };
  switch (gap.kind) {
    case 'hall_capacity':
    case 'hall_size':
      return t(`venues.comparison.gap.${gap.kind}${gap.offered === null ? '_none' : ''}`, values);
    default:
      return t(`venues.comparison.gap.${gap.kind}`, values);
  }
}
