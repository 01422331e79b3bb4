import { useLanguage } from '@portal/platform';
import { Flex, Table, Tag, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../shared/scroll-region';
import { formatDate } from '../../shared/record-dates';
import { BidderDeadline } from './bidder-deadline';
import { BidderRowActions, type BidderDialogOpeners } from './bidder-row-actions';
import { BidderStatusTag } from './bidder-status-tag';
import { PreliminaryBookingTag } from './preliminary-booking-tag';
import { PresentCheckbox } from './present-checkbox';
import type { Bidder } from './use-bidders';
import type { VenueActions } from './use-venue-actions';
import { VenueQuoteName } from './venue-quote-name';

export interface VenuesTableProps extends BidderDialogOpeners {
  bidders: Bidder[];
  /** The opportunity is open (else its venues are shown read only). */
  open: boolean;
  actions: VenueActions;
}

/** The venues of an opportunity, one row each: its order, presentation tick, name, state, invitation, deadline and buttons. */
export function VenuesTable({ bidders, open, actions, ...dialogs }: VenuesTableProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();

  const columns: TableColumnsType<Bidder> = [
    { key: 'order', title: t('venues.columns.order'), width: 56, render: (_, bidder) => bidder.index_priority },
    {
      key: 'present',
      title: t('venues.present.column'),
      width: 104,
      align: 'center',
      render: (_, bidder) => (
        <PresentCheckbox bidder={bidder} open={open} saving={actions.isPresenting(bidder)} onChange={(value) => actions.setPresented(bidder, value)} />
      ),
    },
    { key: 'venue', title: t('venues.columns.venue'), render: (_, bidder) => <VenueNameCell bidder={bidder} /> },
    { key: 'status', title: t('venues.columns.status'), render: (_, bidder) => <VenueStatusCell bidder={bidder} /> },
    {
      key: 'invited',
      title: t('venues.columns.invited'),
      render: (_, bidder) =>
        bidder.invited_at ? t('venues.invitedOn', { date: formatDate(bidder.invited_at, language), count: bidder.invitations }) : '–',
    },
    {
      key: 'deadline',
      title: t('venues.columns.deadline'),
      // A date and "Försenad" are never broken inside a word.
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (_, bidder) => <BidderDeadline deadline={bidder.response_deadline} overdue={bidder.overdue} />,
    },
    {
      key: 'actions',
      title: t('venues.columns.actions'),
      render: (_, bidder, index) => (
        <BidderRowActions bidder={bidder} index={index} count={bidders.length} open={open} actions={actions} {...dialogs} />
      ),
    },
  ];

  return (
    <ScrollRegion label={t('venues.tableLabel')}>
      <Table<Bidder>
        rowKey="bidder_id"
        size="small"
        columns={columns}
        dataSource={bidders}
        pagination={false}
        aria-label={t('venues.tableLabel')}
        // Wide enough for its columns: on a phone the region scrolls rather than the names break inside words.
        style={{ minWidth: 960 }}
        // In a text colour of its own: antd's placeholder grey is too faint for the contrast rules.
        locale={{ emptyText: <Typography.Text type="secondary">{open ? t('venues.empty') : t('venues.emptyDecided')}</Typography.Text> }}
      />
    </ScrollRegion>
  );
}

/** The venue's name (opening its quote once it was invited), whether it is outside the portal, and its address. */
function VenueNameCell({ bidder }: { bidder: Bidder }) {
  const { t } = useTranslation('opportunities');
  return (
    <Flex vertical gap={2}>
      <span>
        <VenueQuoteName name={bidder.name} quoteId={bidder.quote_id} />{' '}
        {bidder.is_outside_partner && <Tag>{t('venues.outsideTag')}</Tag>}
      </span>
      <Typography.Text type="secondary">{bidder.email ?? t('venues.noEmail')}</Typography.Text>
    </Flex>
  );
}

/** The venue's state, whether the admin has seen it, whether the customer booked it, and its preliminary booking. */
function VenueStatusCell({ bidder }: { bidder: Bidder }) {
  const { t } = useTranslation('opportunities');
  return (
    <Flex vertical gap={4} align="start">
      <Flex gap={4} wrap>
        <BidderStatusTag status={bidder.status} />
        {!bidder.seen_by_admin && <Tag color="blue">{t('opportunity.newTag')}</Tag>}
        {bidder.booked_by_customer && <Tag color="green">{t('venues.booked')}</Tag>}
      </Flex>
      {bidder.preliminary_booking && <PreliminaryBookingTag booking={bidder.preliminary_booking} name={bidder.name} />}
    </Flex>
  );
}
