import { useLanguage } from '@portal/platform';
import { PreliminaryStatusTag, useDeclineReasonText } from '@portal/venue-answers';
import { Button, Descriptions, Flex, Popover, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../shared/record-dates';
import type { PreliminaryBooking } from './use-bidders';

export interface PreliminaryBookingTagProps {
  booking: PreliminaryBooking;
  /** The venue's name, for the details button's label. */
  name: string;
}

/**
 * The latest preliminary booking asked of a venue, in the intermediary's words ("Preliminärt bokad
 * t.o.m. 12 mar 2031", "Kunden har bekräftat"), with its details a click away: the request and its
 * message, the venue's answer, the customer's answer and comment.
 */
export function PreliminaryBookingTag({ booking, name }: PreliminaryBookingTagProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const declineReason = useDeclineReasonText();
  const text = (value: string) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</span>;
  const entries: [string, string | null, (value: string) => ReactNode][] = [
    ['requestedAt', booking.requested_at, (value) => formatDateTime(value, language)],
    ['message', booking.message, text],
    ['extensionRequestedAt', booking.extension_requested_at, (value) => formatDateTime(value, language)],
    ['respondedAt', booking.responded_at, (value) => formatDateTime(value, language)],
    ['holdUntil', booking.hold_until, (value) => formatDate(value, language)],
    ['declineReason', booking.decline_reason && declineReason(booking.decline_reason, booking.decline_reason_text), text],
    ['additionalInformation', booking.additional_information, text],
    ['customerAnsweredAt', booking.customer_answered_at, (value) => formatDateTime(value, language)],
    ['customerComment', booking.customer_comment, text],
  ];
  const items: DescriptionsProps['items'] = entries
    .filter((entry): entry is [string, string, (value: string) => ReactNode] => entry[1] !== null && entry[1] !== '')
    .map(([key, value, show]) => ({ key, label: t(`venues.preliminary.fields.${key}`), children: show(value) }));

  return (
    <Flex gap={4} wrap align="center">
      <PreliminaryStatusTag status={booking.status} holdUntil={booking.hold_until} audience="admin" />
      {/* Why the venue declined, in sight on the row (issue 27 §2). */}
      {booking.decline_reason && <Typography.Text type="secondary">{declineReason(booking.decline_reason, booking.decline_reason_text)}</Typography.Text>}
      <Popover
        trigger="click"
        title={t('venues.preliminary.detailsTitle', { name })}
        content={<Descriptions size="small" column={1} items={items} style={{ maxWidth: 320 }} />}
      >
        <Button size="small" type="link" aria-label={t('venues.preliminary.detailsLabel', { name })} style={{ paddingInline: 0 }}>
          {t('venues.preliminary.details')}
        </Button>
      </Popover>
    </Flex>
  );
}
