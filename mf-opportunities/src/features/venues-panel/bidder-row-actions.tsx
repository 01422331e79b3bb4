import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Bidder } from './use-bidders';
import type { VenueActions } from './use-venue-actions';

/** The dialogs a venue's row opens. */
export interface BidderDialogOpeners {
  onWin: (bidder: Bidder) => void;
  onRequestPreliminary: (bidder: Bidder) => void;
  onEditOutside: (bidder: Bidder) => void;
  onHistory: (bidder: Bidder) => void;
}

export interface BidderRowActionsProps extends BidderDialogOpeners {
  bidder: Bidder;
  /** Its place in the table, and how many venues there are (for moving it up and down). */
  index: number;
  count: number;
  /** The opportunity is open: a decided one's venues are not moved, edited or asked any more. */
  open: boolean;
  actions: VenueActions;
}

/**
 * A venue whose submitted quote has no open preliminary booking may be asked for one; not when
 * the customer confirmed one, nor when the latest can be extended instead ("Be om förlängning").
 */
const mayRequestPreliminary = (bidder: Bidder, open: boolean) =>
  open &&
  bidder.quote_status === 'submitted' &&
  !bidder.preliminary &&
  bidder.preliminary_booking?.status !== 'confirmed' &&
  !bidder.preliminary_booking?.actions.extend;

/** The buttons of a venue's row in the venues table: what may be done is what the server allows. */
export function BidderRowActions({ bidder, index, count, open, actions, onWin, onRequestPreliminary, onEditOutside, onHistory }: BidderRowActionsProps) {
  const { t } = useTranslation('opportunities');
  const booking = bidder.preliminary_booking;
  return (
    <Space wrap size={4}>
      {booking?.actions.win && open && (
        <Button size="small" type="primary" onClick={() => onWin(bidder)}>
          {t('venues.preliminary.win')}
        </Button>
      )}
      {mayRequestPreliminary(bidder, open) && (
        <Button size="small" onClick={() => onRequestPreliminary(bidder)}>
          {t('venues.preliminary.request')}
        </Button>
      )}
      {booking?.actions.extend && <ExtendPreliminaryButton bidder={bidder} bookingId={booking.preliminary_booking_id} actions={actions} />}
      {(bidder.send_invitation || bidder.resend_invitation) && (
        <Button
          size="small"
          type={bidder.send_invitation ? 'primary' : 'default'}
          loading={actions.isSending(bidder)}
          onClick={() => actions.sendInvitation(bidder)}
        >
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
            disabled={index === 0 || actions.moving}
            onClick={() => actions.move(index, -1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('venues.moveDown', { name: bidder.name })}
            title={t('venues.moveDown', { name: bidder.name })}
            disabled={index === count - 1 || actions.moving}
            onClick={() => actions.move(index, 1)}
          />
        </>
      )}
      {open && bidder.is_outside_partner && (
        <Button size="small" onClick={() => onEditOutside(bidder)}>
          {t('venues.edit')}
        </Button>
      )}
      <Button size="small" onClick={() => actions.toggleSeen(bidder)}>
        {bidder.seen_by_admin ? t('venues.markUnseen') : t('venues.markSeen')}
      </Button>
      <Button size="small" onClick={() => onHistory(bidder)}>
        {t('venues.history.button')}
      </Button>
      {bidder.can_remove && (
        <Popconfirm
          title={t('venues.remove.title', { name: bidder.name })}
          description={t('venues.remove.text')}
          okText={t('venues.remove.ok')}
          cancelText={t('opportunity.actions.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.remove(bidder)}
        >
          <Button size="small" danger>
            {t('venues.remove.button')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** "Be om förlängning": the venue is asked (by mail) to hold the dates longer, after a confirmation. */
function ExtendPreliminaryButton({ bidder, bookingId, actions }: { bidder: Bidder; bookingId: number; actions: VenueActions }) {
  const { t } = useTranslation('opportunities');
  return (
    <Popconfirm
      title={t('venues.preliminary.extendTitle', { name: bidder.name })}
      description={t('venues.preliminary.extendText')}
      okText={t('venues.preliminary.extendOk')}
      cancelText={t('opportunity.actions.cancel')}
      onConfirm={() => actions.extendPreliminary(bookingId)}
    >
      <Button size="small" loading={actions.isExtending(bookingId)}>
        {t('venues.preliminary.extend')}
      </Button>
    </Popconfirm>
  );
}
