import { useLanguage } from '@portal/platform';
import { Button, Card } from '@portal/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import type { CustomerAnswer, PreliminaryBooking, useAnswerPreliminaryBooking } from './api/use-linked-preliminary-booking';
import { PreliminaryAnswerDialog } from './preliminary-answer-dialog';
import { bookingDates } from './preliminary-details';
import { PRELIMINARY_BOOKING_NS } from './texts';

export interface CustomerAnswerCardProps {
  booking: PreliminaryBooking;
  answer: ReturnType<typeof useAnswerPreliminaryBooking>;
  /** The customer's answer was stored. */
  onAnswered: () => void;
}

/** "Your answer": until when the venue holds the dates, and confirm or decline, each after a confirmation. */
export function CustomerAnswerCard({ booking, answer, onAnswered }: CustomerAnswerCardProps) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const language = useLanguage();
  const [asking, setAsking] = useState<CustomerAnswer['answer'] | null>(null);

  const handleSend = async (body: CustomerAnswer) => {
    if (await answer.answer(body)) {
      setAsking(null);
      onAnswered();
    }
  };

  return (
    <section aria-labelledby="preliminary-answer-title" className="cp-section">
      <Card
        title={
          <h2 id="preliminary-answer-title" className="cp-h2">
            {t('answer.title')}
          </h2>
        }
      >
        <p className="cp-p">{booking.hold_until ? t('answer.intro', { date: formatDate(booking.hold_until, language) }) : t('answer.introNoDate')}</p>
        <div className="cp-row">
          <Button variant="primary" size="large" onClick={() => setAsking('confirm')} disabled={answer.mutation.isPending}>
            {t('answer.confirm')}
          </Button>
          <Button size="large" className="cp-danger-button" onClick={() => setAsking('decline')} disabled={answer.mutation.isPending}>
            {t('answer.decline')}
          </Button>
        </div>
      </Card>
      <PreliminaryAnswerDialog
        answer={asking}
        venue={booking.venue_name}
        dates={bookingDates(booking, language)}
        sending={answer.mutation.isPending}
        onSend={(body) => void handleSend(body)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
