import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOST_REASONS, type LostReason } from '../../api/use-opportunities';
import { MailPreview } from '../venues-panel/mail-preview';

export interface LoseOpportunityValues {
  lost_reason: LostReason;
  lost_reason_text?: string;
}

export interface LoseOpportunityDialogProps {
  open: boolean;
  /** The opportunity lost: the mails to its venues still in play are previewed. */
  opportunityId: number;
  name: string;
  saving: boolean;
  /** Marks it lost (`POST /opportunity/{id}/lose`) with the personal message for the venues' mails. */
  onLose: (values: { lost_reason: LostReason; lost_reason_text: string | null; message: string | null }) => Promise<unknown>;
  onClose: () => void;
}

const TEXT_MAX = 1000;

/** Why the opportunity was lost: one of SPEC's reasons, or another one described in words. */
export function LoseOpportunityDialog({ open, opportunityId, name, saving, onLose, onClose }: LoseOpportunityDialogProps) {
  const { t } = useTranslation('opportunities');
  const [form] = Form.useForm<LoseOpportunityValues>();
  const reason = Form.useWatch('lost_reason', form);
  const reasonText = (Form.useWatch('lost_reason_text', form) ?? '').trim();
  const [message, setMessage] = useState('');
  // The venues' mails can be written once the reason is complete (another reason needs its words).
  const complete = reason !== undefined && (reason !== 'other' || reasonText !== '');

  const handleFinish = (values: LoseOpportunityValues) =>
    onLose({
      lost_reason: values.lost_reason,
      lost_reason_text: values.lost_reason === 'other' ? (values.lost_reason_text ?? '').trim() : null,
      message: message.trim() || null,
    }).then(onClose, () => undefined);

  return (
    <Modal
      open={open}
      title={t('opportunity.actions.lose.title', { name })}
      okText={t('opportunity.actions.lose.ok')}
      cancelText={t('opportunity.actions.cancel')}
      okButtonProps={{ danger: true, loading: saving, htmlType: 'submit', form: 'lose-opportunity' }}
      onCancel={onClose}
      destroyOnHidden
      afterClose={() => setMessage('')}
      width={640}
    >
      <Form<LoseOpportunityValues> id="lose-opportunity" form={form} layout="vertical" noValidate onFinish={handleFinish} preserve={false}>
        <Form.Item name="lost_reason" label={t('opportunity.actions.lose.reason')} rules={[{ required: true, message: t('opportunity.actions.lose.reasonRequired') }]}>
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={LOST_REASONS.map((value) => ({ value, label: t(`opportunity.lostReason.${value}`) }))}
          />
        </Form.Item>
        {reason === 'other' && (
          <Form.Item
            name="lost_reason_text"
            label={t('opportunity.actions.lose.text')}
            rules={[
              { required: true, whitespace: true, message: t('opportunity.actions.lose.textRequired') },
              { max: TEXT_MAX, message: t('opportunity.form.validation.tooLong', { max: TEXT_MAX }) },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={TEXT_MAX} />
          </Form.Item>
        )}
      </Form>
      {open && (
        <MailPreview
          path="/opportunity/{id}/lose/mail-preview"
          id={opportunityId}
          fields={{ lost_reason: reason, lost_reason_text: reason === 'other' ? reasonText : null }}
          enabled={complete}
          waiting={t('venues.mail.waitingReason')}
          message={message}
          onMessageChange={setMessage}
        />
      )}
    </Modal>
  );
}
