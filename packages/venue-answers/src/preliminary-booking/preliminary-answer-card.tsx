import type { Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Alert, Button, Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateSpan, formatDateTime, formatMoney } from '@portal/ui';
import { QuoteSection } from '../quote-response/quote-section';
import { PRELIMINARY_NS } from './i18n';
import { PreliminaryAnswerForm } from './preliminary-answer-form';
import { PreliminaryStatusTag } from './preliminary-status-tag';
import { useDeclineReasonText } from './decline-reason';

export type PreliminaryBooking = Schemas['PreliminaryBooking'];
export type PreliminaryHoldInput = Schemas['PreliminaryHoldInput'];

export interface PreliminaryAnswerCardProps {
  /** The latest preliminary booking asked of the venue (`quote.preliminary_booking`). */
  booking: PreliminaryBooking;
  /**
   * Sends the venue's answer (the partner's `POST /preliminary-booking/{id}/answer`, the outside
   * venue's `POST /public/quote/preliminary-booking`). Resolves with the booking as the server
   * answered it; rejects with the server's refusal (a 422 on `hold_until` or
   * `additional_information` is shown on its field).
   */
  onAnswer: (input: PreliminaryHoldInput) => Promise<PreliminaryBooking>;
}

/**
 * A preliminary booking as the venue sees it (SPEC §3 "Preliminary booking"): the intermediary's
 * request (message, dates, participants, the quote's total) and where it stands; while the venue
 * may answer (`actions.answer`), the answer: hold the dates until a day, or decline, with
 * additional information. Once answered it shows the answer, read only; a hold the server still
 * lets the venue change (another date, or decline after all) opens the form again on request.
 * Knows no endpoint: each page passes `onAnswer`.
 */
export function PreliminaryAnswerCard({ booking: given, onAnswer }: PreliminaryAnswerCardProps) {
  const { t } = useTranslation(PRELIMINARY_NS);
  const language = useLanguage();
  const declineReason = useDeclineReasonText();
  // The server's answer shows at once; a newer booking from the page (fetched again) replaces it.
  const [answered, setAnswered] = useState<{ to: PreliminaryBooking; booking: PreliminaryBooking } | null>(null);
  const booking = answered && answered.to === given ? answered.booking : given;
  // A hold the venue may still change (a later date, or decline after all) shows as given until asked to change it.
  const [changing, setChanging] = useState(false);
  const asking = booking.actions.answer && (booking.status !== 'held' || changing);
  const detail = booking.opportunity_detail;

  const notGiven = <Typography.Text type="secondary">{t('card.noMessage')}</Typography.Text>;
  const text = (value: string): ReactNode => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{value}</span>;
  const dates = formatDateSpan(detail.start_date, detail.end_date, language) ?? detail.date;
  const total = booking.vat_basis === 'inc' ? booking.totals.inc_vat : booking.totals.ex_vat;

  const items: DescriptionsProps['items'] = [
    {
      key: 'status',
      label: t('card.fields.status'),
      children: <PreliminaryStatusTag status={booking.status} holdUntil={booking.hold_until} audience="venue" />,
    },
    { key: 'requested_at', label: t('card.fields.requestedAt'), children: formatDateTime(booking.requested_at, language) },
    { key: 'dates', label: t('card.fields.dates'), children: dates },
    ...(detail.number_of_participants !== null
      ? [{ key: 'participants', label: t('card.fields.participants'), children: detail.number_of_participants }]
      : []),
    { key: 'total', label: t(`card.fields.total.${booking.vat_basis}`), children: formatMoney(total, language) },
    { key: 'message', label: t('card.fields.message'), children: booking.message ? text(booking.message) : notGiven },
    ...(booking.hold_until ? [{ key: 'hold_until', label: t('card.fields.holdUntil'), children: formatDate(booking.hold_until, language) }] : []),
    ...(booking.additional_information
      ? [{ key: 'additional_information', label: t('card.fields.additionalInformation'), children: text(booking.additional_information) }]
      : []),
    ...(booking.decline_reason
      ? [{ key: 'decline_reason', label: t('card.fields.declineReason'), children: text(declineReason(booking.decline_reason, booking.decline_reason_text)) }]
      : []),
    ...(booking.responded_at ? [{ key: 'responded_at', label: t('card.fields.respondedAt'), children: formatDateTime(booking.responded_at, language) }] : []),
    ...(booking.customer_answered_at
      ? [{ key: 'customer_answered_at', label: t('card.fields.customerAnsweredAt'), children: formatDateTime(booking.customer_answered_at, language) }]
      : []),
    ...(booking.customer_comment ? [{ key: 'customer_comment', label: t('card.fields.customerComment'), children: text(booking.customer_comment) }] : []),
  ];

  const handleAnswer = (input: PreliminaryHoldInput) =>
    onAnswer(input).then((result) => {
      setAnswered({ to: given, booking: result });
      setChanging(false);
    });

  return (
    <QuoteSection title={t('card.title')}>
      <Descriptions bordered size="small" column={1} items={items} style={{ marginBottom: 16 }} />
      {asking ? (
        <>
          {booking.extension_requested_at && booking.status === 'requested' ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('card.extension', { date: formatDate(booking.extension_requested_at, language) })}
            />
          ) : (
            <Typography.Paragraph>{t('card.intro')}</Typography.Paragraph>
          )}
          <PreliminaryAnswerForm
            // A new request (an extension) starts from its own values.
            key={`${booking.preliminary_booking_id}-${booking.extension_requested_at ?? ''}`}
            booking={booking}
            onAnswer={handleAnswer}
          />
        </>
      ) : (
        <>
          <AnswerNotice booking={booking} />
          {booking.actions.answer && (
            <Button style={{ marginTop: 12 }} onClick={() => setChanging(true)}>
              {t('card.change')}
            </Button>
          )}
        </>
      )}
    </QuoteSection>
  );
}

/** Where a booking the venue cannot answer (any more) stands, in a sentence. */
function AnswerNotice({ booking }: { booking: PreliminaryBooking }) {
  const { t } = useTranslation(PRELIMINARY_NS);
  const language = useLanguage();
  const { status } = booking;
  const title =
    status === 'held'
      ? booking.hold_until
        ? t('card.answered.held', { date: formatDate(booking.hold_until, language) })
        : t('card.answered.heldNoDate')
      : t(`card.answered.${status}`);
  const type = status === 'held' || status === 'confirmed' ? 'success' : status === 'expired' ? 'warning' : 'info';
  return <Alert type={type} showIcon title={title} />;
}
