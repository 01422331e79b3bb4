import { Card, lazyDialog, Typography } from '@portal/ui';
import { useLanguage } from '@portal/platform';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../shared/format';
import type { CustomerAnswer, PreliminaryBooking, useAnswerPreliminaryBooking } from './api/use-linked-preliminary-booking';
import { bookingDates } from './preliminary-details';
import { PRELIMINARY_BOOKING_NS } from './texts';

/** The answer's dialog (antd's Modal and Form): fetched when the customer first answers (issue 9). */
const PreliminaryAnswerDialog = lazyDialog(
  async () => (await import('./preliminary-answer-dialog')).PreliminaryAnswerDialog,
  ({ answer }) => answer !== null,
);

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
    <section aria-labelledby="preliminary-answer-title" style={{ marginBottom: 24 }}>
      <Card
        title={
          <Typography.Title level={2} id="preliminary-answer-title" style={{ fontSize: 20, margin: 0 }}>
            {t('answer.title')}
          </Typography.Title>
        }
        styles={{ title: { whiteSpace: 'normal' } }}
      >
        <Typography.Paragraph>
          {booking.hold_until ? t('answer.intro', { date: formatDate(booking.hold_until, language) }) : t('answer.introNoDate')}
        </Typography.Paragraph>
        <Flex wrap gap={12}>
          <Button type="primary" size="large" onClick={() => setAsking('confirm')} disabled={answer.mutation.isPending}>
            {t('answer.confirm')}
          </Button>
          <Button size="large" danger onClick={() => setAsking('decline')} disabled={answer.mutation.isPending}>
            {t('answer.decline')}
          </Button>
        </Flex>
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
