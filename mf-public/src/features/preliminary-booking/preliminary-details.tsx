import { useLanguage } from '@portal/platform';
import { formatMoney, Card, Typography } from '@portal/ui';
import { Descriptions, Tag, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCount, formatDate, formatDateSpan } from '../../shared/format';
import type { PreliminaryBooking } from './api/use-linked-preliminary-booking';
import { PRELIMINARY_STATUS_COLORS } from '@portal/venue-answers';
import { PRELIMINARY_BOOKING_NS } from './texts';

/** The event's days: from the dates when the booking has them, else SPEC's range string. */
export function bookingDates(booking: PreliminaryBooking, language: 'sv' | 'en'): string {
  const detail = booking.opportunity_detail;
  return formatDateSpan(detail.start_date, detail.end_date, language) ?? detail.date;
}

/** What is held (SPEC §3 "Preliminary booking"): venue, dates, participants, until when, the quote's total, the state. */
export function PreliminaryDetails({ booking }: { booking: PreliminaryBooking }) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const language = useLanguage();
  const notGiven = <Typography.Text type="secondary">{t('details.notGiven')}</Typography.Text>;
  const participants = booking.opportunity_detail.number_of_participants;
  const total = booking.vat_basis === 'inc' ? booking.totals.inc_vat : booking.totals.ex_vat;

  const items: DescriptionsProps['items'] = [
    { key: 'venue', label: t('details.venue'), children: <Typography.Text strong>{booking.venue_name}</Typography.Text> },
    ...(booking.customer_account_detail ? [{ key: 'customer', label: t('details.customer'), children: booking.customer_account_detail.name }] : []),
    { key: 'dates', label: t('details.dates'), children: bookingDates(booking, language) || notGiven },
    {
      key: 'participants',
      label: t('details.participants'),
      children: participants === null ? notGiven : t('details.people', { count: participants, formatted: formatCount(participants, language) }),
    },
    { key: 'holdUntil', label: t('details.holdUntil'), children: booking.hold_until ? formatDate(booking.hold_until, language) : notGiven },
    {
      key: 'total',
      label: t('details.total'),
      children: t('details.totalValue', { amount: formatMoney(total, language), basis: t(`basis.${booking.vat_basis}`) }),
    },
    {
      key: 'status',
      label: t('details.status'),
      children: (
        <Tag color={PRELIMINARY_STATUS_COLORS[booking.status]} style={{ whiteSpace: 'normal', marginInlineEnd: 0 }}>
          {t(`status.${booking.status}`)}
        </Tag>
      ),
    },
  ];

  return (
    <section aria-labelledby="preliminary-details-title" style={{ marginBottom: 24 }}>
      <Card
        title={
          <Typography.Title level={2} id="preliminary-details-title" style={{ fontSize: 20, margin: 0 }}>
            {t('details.title')}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
        {booking.additional_information && (
          <>
            <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
              {t('details.additionalInformation')}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{booking.additional_information}</Typography.Paragraph>
          </>
        )}
      </Card>
    </section>
  );
}
