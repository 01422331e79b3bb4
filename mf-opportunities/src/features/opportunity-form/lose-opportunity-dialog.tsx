import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOST_REASONS, type LostReason } from '../../api/use-opportunities';

export interface LoseOpportunityValues {
  lost_reason: LostReason;
  lost_reason_text?: string;
}

export interface LoseOpportunityDialogProps {
  open: boolean;
  name: string;
  saving: boolean;
  onLose: (values: { lost_reason: LostReason; lost_reason_text: string | null }) => Promise<unknown>;
  onClose: () => void;
}

const TEXT_MAX = 1000;

/** Why the opportunity was lost: one of SPEC's reasons, or another one described in words. */
export function LoseOpportunityDialog({ open, name, saving, onLose, onClose }: LoseOpportunityDialogProps) {
  const { t } = useTranslation('opportunities');
  const [form] = Form.useForm<LoseOpportunityValues>();
  const reason = Form.useWatch('lost_reason', form);

  const handleFinish = (values: LoseOpportunityValues) =>
    onLose({
      lost_reason: values.lost_reason,
      lost_reason_text: values.lost_reason === 'other' ? (values.lost_reason_text ?? '').trim() : null,
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
    </Modal>
  );
}
