import { useLanguage } from '@portal/platform';
import { Card, Tag } from '@portal/plain';
import { formatMoney } from '@portal/ui';
import { PRELIMINARY_STATUS_COLORS } from '@portal/venue-answers';
import { useTranslation } from 'react-i18next';
import { FactList, type Fact } from '../../shared/fact-list';
import { formatCount, formatDate, formatDateSpan } from '../../shared/format';
import type { PreliminaryBooking } from './api/use-linked-preliminary-booking';
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
  const notGiven = <span className="plain-secondary">{t('details.notGiven')}</span>;
  const participants = booking.opportunity_detail.number_of_participants;
  const total = booking.vat_basis === 'inc' ? booking.totals.inc_vat : booking.totals.ex_vat;

  const items: Fact[] = [
    { key: 'venue', label: t('details.venue'), children: <strong className="cp-strong">{booking.venue_name}</strong> },
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
        <Tag color={PRELIMINARY_STATUS_COLORS[booking.status]} style={{ whiteSpace: 'normal' }}>
          {t(`status.${booking.status}`)}
        </Tag>
      ),
    },
  ];

  return (
    <section aria-labelledby="preliminary-details-title" className="cp-section">
      <Card
        title={
          <h2 id="preliminary-details-title" className="cp-h2">
            {t('details.title')}
          </h2>
        }
      >
        {/* Two columns from a tablet's width, one on a phone. */}
        <FactList items={items} twoColumns />
        {booking.additional_information && (
          <>
            <h3 className="cp-h4" style={{ fontSize: 16, marginTop: 16, marginBottom: 8 }}>
              {t('details.additionalInformation')}
            </h3>
            <p className="cp-p cp-pre">{booking.additional_information}</p>
          </>
        )}
      </Card>
    </section>
  );
}
