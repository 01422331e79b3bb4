import { useFormRules, Typography } from '@portal/ui';
import { Form, Input, Modal } from 'antd';
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
  const rules = useFormRules();
  const [form] = Form.useForm<CommentValues>();
  const dialog = answer === 'decline' ? 'declineDialog' : 'confirmDialog';

  const handleFinish = ({ comment }: CommentValues) => {
    if (!answer) return;
    const text = comment?.trim() ?? '';
    onSend({ answer, comment: text === '' ? null : text });
  };

  return (
    <Modal
      open={answer !== null}
      title={t(`answer.${dialog}.title`, { venue })}
      okText={t(`answer.${dialog}.ok`)}
      cancelText={t('answer.cancel')}
      okButtonProps={{ htmlType: 'submit', form: 'preliminary-answer', danger: answer === 'decline', loading: sending }}
      cancelButtonProps={{ disabled: sending }}
      closable={!sending}
      keyboard={!sending}
      mask={{ closable: !sending }}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph>{t(`answer.${dialog}.text`, { venue, dates })}</Typography.Paragraph>
      {/* A name of its own: its field ids must not collide with anything else on the page. */}
      <Form<CommentValues> id="preliminary-answer" name="preliminary-answer" form={form} layout="vertical" noValidate onFinish={handleFinish} preserve={false}>
        <Form.Item name="comment" label={t('answer.comment')} rules={[rules.maxLength(2000)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
