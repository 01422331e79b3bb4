import type { Schemas } from '@portal/api-client';
import { Card } from '@portal/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingOutcome } from './api/use-book-presentation';
import type { Presentation } from './api/use-presentation';
import { BookingPanel } from './booking-panel';
import { BookingThanks } from './booking-thanks';
import { ComparisonTable } from './comparison-table';
import { ContactCard } from './contact-card';
import { PresentationNotice } from './presentation-notice';
import { RequestSummary } from './request-summary';
import { PRESENTATION_NS } from './texts';
import { VenueCard } from './venue-card';
import { VenuesMap } from './venues-map';

export interface PresentationViewProps {
  presentation: Presentation;
  /** Booking through the customer's link; none in an admin's preview. */
  booking?: { token: string; pending: boolean; refusal?: Schemas['Message']; onBook: (bidderIds: number[]) => Promise<BookingOutcome> };
}

/**
 * The presentation itself: the request, one card per venue in the admin's order, the side-by-side
 * comparison, the venues on a map, and booking (or, once booked, the thank-you in its place).
 */
export function PresentationView({ presentation, booking }: PresentationViewProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const [chosen, setChosen] = useState<number[]>([]);
  const [justBooked, setJustBooked] = useState(false);
  const { venues, request, vat_basis: vatBasis } = presentation;
  const booked = presentation.booked_at !== null;
  const bookable = Boolean(booking) && presentation.can_book && !booked && !presentation.preview;

  const handleBook = async (bidderIds: number[]): Promise<BookingOutcome> => {
    const outcome = booking ? await booking.onBook(bidderIds) : 'failed';
    if (outcome === 'booked') setJustBooked(true);
    return outcome;
  };

  const handleChoice = (bidderId: number, choose: boolean) =>
    setChosen((current) => (choose ? [...current.filter((id) => id !== bidderId), bidderId] : current.filter((id) => id !== bidderId)));

  return (
    <>
      {presentation.preview && <PresentationNotice title={t('preview.banner')} description={t('preview.text')} />}
      {booked && presentation.booked_at && (
        <BookingThanks
          venues={venues.filter((venue) => presentation.booked_bidder_ids.includes(venue.bidder_id))}
          bookedAt={presentation.booked_at}
          justBooked={justBooked}
          token={booking?.token}
        />
      )}

      <RequestSummary request={request} vatBasis={vatBasis} />

      {venues.length === 0 ? (
        <Card className="cp-section">{t(presentation.preview ? 'preview.empty' : 'empty')}</Card>
      ) : (
        <>
          <section aria-labelledby="presentation-venues-title" className="cp-section">
            <h2 id="presentation-venues-title" className="cp-h2-large cp-venues-title">
              {t('venues.title')}
            </h2>
            <p className="cp-p plain-secondary">{t('venues.count', { count: venues.length })}</p>
            <div className="cp-venues">
              {venues.map((venue) => (
                <VenueCard
                  key={venue.bidder_id}
                  venue={venue}
                  request={request}
                  vatBasis={vatBasis}
                  choice={
                    bookable
                      ? { chosen: chosen.includes(venue.bidder_id), disabled: booking?.pending ?? false, onChange: (choose) => handleChoice(venue.bidder_id, choose) }
                      : undefined
                  }
                />
              ))}
            </div>
          </section>

          <ComparisonTable venues={venues} request={request} vatBasis={vatBasis} />
          <VenuesMap venues={venues} />

          {bookable && booking && <BookingPanel venues={venues} chosen={chosen} booking={booking.pending} refusal={booking.refusal} onBook={handleBook} />}
          {!bookable && !booked && <PresentationNotice title={t(presentation.preview ? 'book.previewNote' : 'book.closed')} />}
        </>
      )}

      {presentation.contact && <ContactCard contact={presentation.contact} />}
    </>
  );
}
