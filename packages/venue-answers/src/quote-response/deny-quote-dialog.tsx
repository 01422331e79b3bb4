import { ApiError, pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { useFormRules } from '@portal/ui';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';

export interface DenyQuoteDialogProps {
  open: boolean;
  denying: boolean;
  /** Declines with the reason; rejects with the server's refusal (422 on `reason` is shown on the field). */
  onDeny: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

interface DenyValues {
  reason: string;
}

/** "Decline to quote": the reason is required; the venue can answer nothing after it. */
export function DenyQuoteDialog({ open, denying, onDeny, onClose }: DenyQuoteDialogProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<DenyValues>();

  const handleFinish = ({ reason }: DenyValues) =>
    onDeny(reason.trim()).then(onClose, (error: unknown) => {
      const message = error instanceof ApiError ? error.problem.fieldErrors.reason : undefined;
      if (message) form.setFields([{ name: 'reason', errors: [pickMessage(message, language)] }]);
    });

  return (
    <Modal
      open={open}
      title={t('deny.title')}
      okText={t('deny.ok')}
      cancelText={t('deny.cancel')}
      okButtonProps={{ danger: true, loading: denying, htmlType: 'submit', form: 'deny-quote' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('deny.text')}</Typography.Paragraph>
      {/* A name of its own: its field ids must not collide with the page's form. */}
      <Form<DenyValues> id="deny-quote" name="deny-quote" form={form} layout="vertical" noValidate onFinish={handleFinish} preserve={false}>
        <Form.Item name="reason" label={t('deny.reason')} rules={[rules.required, rules.maxLength(2000)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
