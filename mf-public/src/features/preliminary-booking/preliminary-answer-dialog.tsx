import { Button, Field, Modal, rules, TextArea, useForm } from '@portal/plain';
import { useTranslation } from 'react-i18next';
import type { CustomerAnswer } from './api/use-linked-preliminary-booking';
import { PRELIMINARY_BOOKING_NS } from './texts';

export interface PreliminaryAnswerDialogProps {
  /** Which answer is being confirmed; null when the dialog is closed. */
  answer: CustomerAnswer['answer'] | null;
  venue: string;
  dates: string;
  sending: boolean;
  onSend: (body: CustomerAnswer) => void;
  onCancel: () => void;
}

interface CommentValues {
  comment?: string;
}

/** The last step before an irreversible answer: what it means, with an optional comment to the intermediary. */
export function PreliminaryAnswerDialog({ answer, venue, dates, sending, onSend, onCancel }: PreliminaryAnswerDialogProps) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  const dialog = answer === 'decline' ? 'declineDialog' : 'confirmDialog';

  return (
    <Modal
      open={answer !== null}
      title={t(`answer.${dialog}.title`, { venue })}
      busy={sending}
      onClose={onCancel}
      footer={
        <>
          <Button disabled={sending} onClick={onCancel}>
            {t('answer.cancel')}
          </Button>
          <Button type="submit" form="preliminary-answer" variant="primary" className={answer === 'decline' ? 'cp-danger-button' : undefined} loading={sending}>
            {t(`answer.${dialog}.ok`)}
          </Button>
        </>
      }
    >
      <p className="cp-p">{t(`answer.${dialog}.text`, { venue, dates })}</p>
      {/* Mounted with the dialog, so each opening starts with an empty comment. */}
      {answer && <CommentForm onSend={(comment) => onSend({ answer, comment })} />}
    </Modal>
  );
}

/** The optional comment (at most 2 000 characters), sent with the answer; empty is none. */
function CommentForm({ onSend }: { onSend: (comment: string | null) => void }) {
  const { t } = useTranslation(PRELIMINARY_BOOKING_NS);
  // A name of its own: its field ids must not collide with anything else on the page.
  const form = useForm<CommentValues>({
    name: 'preliminary-answer',
    rules: { comment: [rules.maxLength(2000)] },
    onSubmit: ({ comment }) => {
      const text = comment?.trim() ?? '';
      onSend(text === '' ? null : text);
    },
  });
  return (
    <form id="preliminary-answer" name="preliminary-answer" noValidate onSubmit={form.handleSubmit}>
      <Field label={t('answer.comment')} {...form.field('comment')}>
        <TextArea {...form.bind('comment')} rows={3} />
      </Field>
    </form>
  );
}
