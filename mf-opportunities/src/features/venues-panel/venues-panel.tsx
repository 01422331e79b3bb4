import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { $api, notify, routeUrl, useLanguage } from '@portal/platform';
import { RecordSelect, Typography, lazyDialog } from '@portal/ui';
import { Button, Flex, Popconfirm, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccountOptions } from '../../api/use-record-options';
import { SectionCard } from '../../shared/section-card';
import type { Opportunity } from '../../api/use-opportunities';
import { BidderDeadline } from './bidder-deadline';
import { BidderStatusTag } from './bidder-status-tag';
import { PreliminaryBookingTag } from './preliminary-booking-tag';
import { PresentCheckbox } from './present-checkbox';
import { PresentationBar } from './presentation-bar';
import {
  useAddBidder,
  useBidders,
  useDeleteBidder,
  useExtendPreliminaryBooking,
  useReorderBidders,
  useRequestPreliminaryBooking,
  useSendInvitation,
  useSetBidderPresented,
  useSetBidderSeen,
  useUpdateBidder,
  useWinOpportunity,
  type Bidder,
} from './use-bidders';

/** The outside venue's and a venue's history dialogs: fetched when first opened (issue 9). */
const OutsideVenueDialog = lazyDialog(async () => (await import('./outside-venue-dialog')).OutsideVenueDialog);
const BidderHistoryDialog = lazyDialog(
  async () => (await import('./bidder-history-dialog')).BidderHistoryDialog,
  ({ bidder }) => bidder !== null,
);
/** The preliminary booking request and the win: mounted when asked for, their code fetched then. */
const RequestPreliminaryDialog = lazyDialog(async () => (await import('./request-preliminary-dialog')).RequestPreliminaryDialog, () => true);
const WinOpportunityDialog = lazyDialog(async () => (await import('./win-opportunity-dialog')).WinOpportunityDialog);

export interface VenuesPanelProps {
  opportunity: Opportunity;
  /**
   * Whether the opportunity's form holds changes not saved yet: an invitation describes the
   * saved opportunity, so it waits for the save (SPEC §5 'First save this opportunity, then send
   * invitation').
   */
  hasUnsavedChanges: () => boolean;
}

/** Resolving either way: a failure has been shown by the platform (or next to a field). */
const settle = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined);

/**
 * The venues invited to quote for an opportunity (PIPELINE.md "Venue (bidder)"): add partner
 * venues or outside ones, put them in order, send or resend each invitation, follow each
 * venue's state and history. Then the customer's side ("Customer presentation and booking"): tick
 * the submitted quotes to present, preview and send the presentation, see what the customer
 * booked, ask a venue for a preliminary booking (and to extend it), and mark the opportunity won
 * with the venue whose preliminary booking the customer confirmed. What may be done comes from the
 * server (`send_invitation`, `resend_invitation`, `can_remove`, the preliminary booking's
 * `actions`); a decided opportunity shows the venues read only.
 */
export function VenuesPanel({ opportunity, hasUnsavedChanges }: VenuesPanelProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const bidders = useBidders(opportunity.id);
  const add = useAddBidder();
  const update = useUpdateBidder();
  const remove = useDeleteBidder();
  const reorder = useReorderBidders();
  const invite = useSendInvitation();
  const seen = useSetBidderSeen();
  const present = useSetBidderPresented();
  const requestPreliminary = useRequestPreliminaryBooking();
  const extend = useExtendPreliminaryBooking();
  const win = useWinOpportunity();
  const [regionId, setRegionId] = useState<number | undefined>(undefined);
  const [cityId, setCityId] = useState<number | undefined>(undefined);
  const regions = $api.useQuery('get', '/regions', undefined, { select: (body) => body.data, enabled: opportunity.status === 'open' });
  const cities = $api.useQuery('get', '/cities', { params: { query: { region_id: regionId ?? 0 } } }, { select: (body) => body.data, enabled: regionId !== undefined });
  const partnerOptions = useAccountOptions('Partner', { ...(regionId ? { region_id: regionId } : {}), ...(cityId ? { city_id: cityId } : {}) });
  const [partnerId, setPartnerId] = useState<number | null>(null);
  const [outside, setOutside] = useState<{ editing?: Bidder } | null>(null);
  const [history, setHistory] = useState<Bidder | null>(null);
  const [sending, setSending] = useState<number | null>(null);
  const [presenting, setPresenting] = useState<number | null>(null);
  const [requesting, setRequesting] = useState<Bidder | null>(null);
  const [winning, setWinning] = useState<Bidder | null>(null);
  const open = opportunity.status === 'open';
  const list = bidders.data ?? [];
  const path = { params: { path: { id: opportunity.id } } };
  const dateFormat = new Intl.DateTimeFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'medium' });

  const addPartner = () => {
    if (partnerId === null) {
      notify.warning(t('venues.add.choosePartner'));
      return;
    }
    void settle(add.mutateAsync({ ...path, body: { account_id: partnerId } }).then(() => setPartnerId(null)));
  };

  const sendInvitation = (bidder: Bidder) => {
    if (hasUnsavedChanges()) {
      notify.warning(t('venues.invite.saveFirst'));
      return;
    }
    if (!bidder.email) {
      notify.warning(t('venues.invite.emailFirst'));
      return;
    }
    setSending(bidder.bidder_id);
    void settle(invite.mutateAsync({ params: { path: { id: bidder.bidder_id } } })).finally(() => setSending(null));
  };

  const setPresented = (bidder: Bidder, value: boolean) => {
    setPresenting(bidder.bidder_id);
    void settle(present.mutateAsync({ params: { path: { id: bidder.bidder_id } }, body: { present: value } })).finally(() => setPresenting(null));
  };

  /**
   * A venue whose submitted quote has no open preliminary booking may be asked for one; not when
   * the customer confirmed one, nor when the latest can be extended instead ("Be om förlängning").
   */
  const mayRequestPreliminary = (bidder: Bidder) =>
    open &&
    bidder.quote_status === 'submitted' &&
    !bidder.preliminary &&
    bidder.preliminary_booking?.status !== 'confirmed' &&
    !bidder.preliminary_booking?.actions.extend;

  /** "Be om förlängning": the venue is asked (by mail) to hold the dates longer, after a confirmation. */
  const extendButton = (bidder: Bidder, bookingId: number) => (
    <Popconfirm
      title={t('venues.preliminary.extendTitle', { name: bidder.name })}
      description={t('venues.preliminary.extendText')}
      okText={t('venues.preliminary.extendOk')}
      cancelText={t('opportunity.actions.cancel')}
      onConfirm={() => settle(extend.mutateAsync({ params: { path: { id: bookingId } } }))}
    >
      <Button size="small" loading={extend.isPending && extend.variables?.params.path.id === bookingId}>
        {t('venues.preliminary.extend')}
      </Button>
    </Popconfirm>
  );

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((bidder) => bidder.bidder_id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void settle(reorder.mutateAsync({ ...path, body: { bidder_ids: ids } }));
  };

  const columns: TableColumnsType<Bidder> = [
    { key: 'order', title: t('venues.columns.order'), width: 56, render: (_, bidder) => bidder.index_priority },
    {
      key: 'present',
      title: t('venues.present.column'),
      width: 104,
      align: 'center',
      render: (_, bidder) => (
        <PresentCheckbox bidder={bidder} open={open} saving={presenting === bidder.bidder_id} onChange={(value) => setPresented(bidder, value)} />
      ),
    },
    {
      key: 'venue',
      title: t('venues.columns.venue'),
      render: (_, bidder) => (
        <Flex vertical gap={2}>
          <span>
            {/* A venue that was invited has a quote: its name opens it as the venue sent it. */}
            {bidder.quote_id !== null ? (
              <Link to={routeUrl('editQuote', { id: bidder.quote_id })} aria-label={t('venues.openQuote', { name: bidder.name })}>
                <Typography.Text strong style={{ color: 'inherit' }}>
                  {bidder.name}
                </Typography.Text>
              </Link>
            ) : (
              <Typography.Text strong>{bidder.name}</Typography.Text>
            )}{' '}
            {bidder.is_outside_partner && <Tag>{t('venues.outsideTag')}</Tag>}
          </span>
          <Typography.Text type="secondary">{bidder.email ?? t('venues.noEmail')}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('venues.columns.status'),
      render: (_, bidder) => (
        <Flex vertical gap={4} align="start">
          <Flex gap={4} wrap>
            <BidderStatusTag status={bidder.status} />
            {!bidder.seen_by_admin && <Tag color="blue">{t('opportunity.newTag')}</Tag>}
            {bidder.booked_by_customer && <Tag color="green">{t('venues.booked')}</Tag>}
          </Flex>
          {bidder.preliminary_booking && <PreliminaryBookingTag booking={bidder.preliminary_booking} name={bidder.name} />}
        </Flex>
      ),
    },
    {
      key: 'invited',
      title: t('venues.columns.invited'),
      render: (_, bidder) =>
        bidder.invited_at ? t('venues.invitedOn', { date: dateFormat.format(new Date(bidder.invited_at)), count: bidder.invitations }) : '–',
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
        <Space wrap size={4}>
          {bidder.preliminary_booking?.actions.win && open && (
            <Button size="small" type="primary" onClick={() => setWinning(bidder)}>
              {t('venues.preliminary.win')}
            </Button>
          )}
          {mayRequestPreliminary(bidder) && (
            <Button size="small" onClick={() => setRequesting(bidder)}>
              {t('venues.preliminary.request')}
            </Button>
          )}
          {bidder.preliminary_booking?.actions.extend && extendButton(bidder, bidder.preliminary_booking.preliminary_booking_id)}
          {(bidder.send_invitation || bidder.resend_invitation) && (
            <Button size="small" type={bidder.send_invitation ? 'primary' : 'default'} loading={sending === bidder.bidder_id} onClick={() => sendInvitation(bidder)}>
              {bidder.send_invitation ? t('venues.invite.send') : t('venues.invite.resend')}
            </Button>
          )}
          {open && (
            <>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('venues.moveUp', { name: bidder.name })}
                title={t('venues.moveUp', { name: bidder.name })}
                disabled={index === 0 || reorder.isPending}
                onClick={() => move(index, -1)}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('venues.moveDown', { name: bidder.name })}
                title={t('venues.moveDown', { name: bidder.name })}
                disabled={index === list.length - 1 || reorder.isPending}
                onClick={() => move(index, 1)}
              />
            </>
          )}
          {open && bidder.is_outside_partner && (
            <Button size="small" onClick={() => setOutside({ editing: bidder })}>
              {t('venues.edit')}
            </Button>
          )}
          <Button
            size="small"
            onClick={() => void settle(seen.mutateAsync({ params: { path: { id: bidder.bidder_id } }, body: { seen: !bidder.seen_by_admin } }))}
          >
            {bidder.seen_by_admin ? t('venues.markUnseen') : t('venues.markSeen')}
          </Button>
          <Button size="small" onClick={() => setHistory(bidder)}>
            {t('venues.history.button')}
          </Button>
          {bidder.can_remove && (
            <Popconfirm
              title={t('venues.remove.title', { name: bidder.name })}
              description={t('venues.remove.text')}
              okText={t('venues.remove.ok')}
              cancelText={t('opportunity.actions.cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() => settle(remove.mutateAsync({ params: { path: { id: bidder.bidder_id } } }))}
            >
              <Button size="small" danger>
                {t('venues.remove.button')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <SectionCard
      title={t('venues.title', { count: list.length })}
      before={
        open && (
            <Flex gap={8} wrap align="end" style={{ marginBottom: 16 }}>
              <div style={{ flex: '1 1 160px', maxWidth: 220 }}>
                <label htmlFor="venues-region" style={{ display: 'block', marginBottom: 4 }}>
                  {t('venues.add.regionLabel')}
                </label>
                <Select
                  id="venues-region"
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('venues.add.anyRegion')}
                  value={regionId}
                  style={{ width: '100%' }}
                  options={(regions.data ?? []).map((region) => ({ value: region.id, label: region.name }))}
                  onChange={(value: number | undefined) => {
                    setRegionId(value);
                    setCityId(undefined);
                    setPartnerId(null);
                  }}
                />
              </div>
              <div style={{ flex: '1 1 160px', maxWidth: 220 }}>
                <label htmlFor="venues-city" style={{ display: 'block', marginBottom: 4 }}>
                  {t('venues.add.cityLabel')}
                </label>
                <Select
                  id="venues-city"
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  disabled={regionId === undefined}
                  placeholder={regionId === undefined ? t('venues.add.regionFirst') : t('venues.add.anyCity')}
                  value={cityId}
                  style={{ width: '100%' }}
                  options={(cities.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
                  onChange={(value: number | undefined) => {
                    setCityId(value);
                    setPartnerId(null);
                  }}
                />
              </div>
              <div style={{ flex: '1 1 280px', maxWidth: 420 }}>
                <label htmlFor="venues-partner" style={{ display: 'block', marginBottom: 4 }}>
                  {t('venues.add.partnerLabel')}
                </label>
                <RecordSelect
                  // A new place asks the server afresh.
                  key={`${regionId ?? ''}-${cityId ?? ''}`}
                  id="venues-partner"
                  value={partnerId}
                  onChange={setPartnerId}
                  fetchOptions={partnerOptions}
                  placeholder={t('venues.add.partnerPlaceholder')}
                  allowClear
                />
              </div>
              <Button type="primary" loading={add.isPending} onClick={addPartner}>
                {t('venues.add.partnerButton')}
              </Button>
              <Button onClick={() => setOutside({})}>{t('venues.add.outsideButton')}</Button>
            </Flex>
          )
      }
      loading={bidders.isPending}
      loadError={bidders.isError && t('venues.loadError')}
      onRetry={() => void bidders.refetch()}
    >
      <PresentationBar opportunity={opportunity} bidders={list} />
      {/* Scrolls sideways on a phone in a region of its own that the keyboard reaches (axe:
          scrollable regions need keyboard access; antd's own scroll box takes no tabIndex). */}
      <div role="region" aria-label={t('venues.tableLabel')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table<Bidder>
          rowKey="bidder_id"
          size="small"
          columns={columns}
          dataSource={list}
          pagination={false}
          aria-label={t('venues.tableLabel')}
          // Wide enough for its columns: on a phone the region scrolls rather than the names break inside words.
          style={{ minWidth: 960 }}
          // In a text colour of its own: antd's placeholder grey is too faint for the contrast rules.
          locale={{ emptyText: <Typography.Text type="secondary">{open ? t('venues.empty') : t('venues.emptyDecided')}</Typography.Text> }}
        />
      </div>
      <OutsideVenueDialog
        open={outside !== null}
        initial={
          outside?.editing ? { name: outside.editing.name, email: outside.editing.email, language: outside.editing.language } : undefined
        }
        saving={add.isPending || update.isPending}
        onSave={(body) =>
          outside?.editing
            ? update.mutateAsync({ params: { path: { id: outside.editing.bidder_id } }, body })
            : add.mutateAsync({ ...path, body })
        }
        onClose={() => setOutside(null)}
      />
      <BidderHistoryDialog bidder={history} onClose={() => setHistory(null)} />
      {requesting && (
        <RequestPreliminaryDialog
          bidder={requesting}
          saving={requestPreliminary.isPending}
          onRequest={(message) => requestPreliminary.mutateAsync({ params: { path: { id: requesting.bidder_id } }, body: { message } })}
          onClose={() => setRequesting(null)}
        />
      )}
      {winning && (
        // One step from the customer's confirmation to the win: the confirmed venue comes chosen.
        <WinOpportunityDialog
          open
          name={opportunity.name}
          bidders={list}
          selected={winning.bidder_id}
          saving={win.isPending}
          onWin={(bidderId) => win.mutateAsync({ ...path, body: { bidder_id: bidderId } })}
          onClose={() => setWinning(null)}
        />
      )}
    </SectionCard>
  );
}
