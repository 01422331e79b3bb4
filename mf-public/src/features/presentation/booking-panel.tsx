import { pickMessage, type Schemas } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { Button, Card } from '@portal/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingOutcome } from './api/use-book-presentation';
import { BookingDialog } from './booking-dialog';
import { PRESENTATION_NS } from './texts';

type PresentedVenue = Schemas['PresentedVenue'];

export interface BookingPanelProps {
  venues: PresentedVenue[];
  /** The bidder ids ticked "Choose" on the cards. */
  chosen: number[];
  booking: boolean;
  /** The server's refusal of the choice (422 on bidder_ids), said where the browser's own check is. */
  refusal?: Schemas['Message'];
  /** Books the chosen venues. */
  onBook: (bidderIds: number[]) => Promise<BookingOutcome>;
}

/**
 * "Book": the venues ticked on their cards, at least one ('Select at least one venue', said here
 * before anything is sent), then a confirmation naming them. While a booking is on its way nothing
 * can send a second one.
 */
export function BookingPanel({ venues, chosen, booking, refusal, onBook }: BookingPanelProps) {
  const { t } = useTranslation(PRESENTATION_NS);
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const [askedWithNone, setAskedWithNone] = useState(false);
  const chosenVenues = venues.filter((venue) => chosen.includes(venue.bidder_id));
  const names = chosenVenues.map((venue) => venue.name);
  const problem = askedWithNone && chosenVenues.length === 0 ? t('book.required') : refusal ? pickMessage(refusal, language) : null;

  const handleBookClick = () => {
    if (chosenVenues.length === 0) {
      setAskedWithNone(true);
      return;
    }
    setConfirming(true);
  };

  const handleConfirm = async () => {
    const outcome = await onBook(chosenVenues.map((venue) => venue.bidder_id));
    // Booked: the thank-you takes this panel's place; refused: said next to the button or shown as
    // it is now. A failure to reach the server keeps the dialog, to try again.
    if (outcome !== 'failed') setConfirming(false);
  };

  return (
    <section aria-labelledby="presentation-book-title" className="cp-section">
      <Card
        title={
          <h2 id="presentation-book-title" className="cp-h2">
            {t('book.title')}
          </h2>
        }
      >
        <p className="cp-p">{t('book.intro')}</p>
        <p className={chosenVenues.length > 0 ? 'cp-p cp-strong' : 'cp-p plain-secondary'}>
          {chosenVenues.length > 0 ? t('book.selected', { names: names.join(', ') }) : t('book.noneSelected')}
        </p>
        <div className="cp-row">
          <Button variant="primary" size="large" loading={booking} onClick={handleBookClick} aria-describedby={problem ? 'presentation-book-problem' : undefined}>
            {t('book.button')}
          </Button>
          <div role="alert" id="presentation-book-problem" className="cp-danger">
            {problem}
          </div>
        </div>
      </Card>
      <BookingDialog open={confirming} names={names} booking={booking} onConfirm={() => void handleConfirm()} onCancel={() => setConfirming(false)} />
    </section>
  );
}
