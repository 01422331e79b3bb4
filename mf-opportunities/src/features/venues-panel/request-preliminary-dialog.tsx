import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { useFormRules } from '@portal/ui';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MailPreview } from './mail-preview';
import type { Bidder } from './use-bidders';

interface RequestValues {
  message: string;
}

const FIELDS = ['message'] as const;

export interface RequestPreliminaryDialogProps {
  /** The venue asked; the dialog is shown while there is one. */
  bidder: Bidder;
  saving: boolean;
  /** Sends the request (`POST /bidder/{id}/preliminary-booking`); a 422 on `message` is shown on the field. */
  onRequest: (message: string | null) => Promise<unknown>;
  onClose: () => void;
}

/**
 * "Begär preliminärbokning": asks one venue whose quote is submitted to hold the dates, with an
 * optional message. The venue is mailed a link to answer (hold until a date, or decline).
 */
export function RequestPreliminaryDialog({ bidder, saving, onRequest, onClose }: RequestPreliminaryDialogProps) {
  const { t } = useTranslation('opportunities');
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<RequestValues>();
  useErrorsFollowLanguage(form);
  // The preview follows the message field (its own text is the personal message).
  const message = Form.useWatch('message', form) ?? '';

  const handleFinish = ({ message }: RequestValues) =>
    onRequest(message?.trim() || null).then(onClose, (error: unknown) => {
      applyFieldErrors(form, error, FIELDS, language);
    });

  return (
    <Modal
      // Rendered only while open, so each request starts empty.
      open
      title={t('venues.preliminary.requestTitle', { name: bidder.name })}
      okText={t('venues.preliminary.send')}
      cancelText={t('opportunity.actions.cancel')}
      okButtonProps={{ loading: saving, htmlType: 'submit', form: 'request-preliminary' }}
      onCancel={onClose}
      width={640}
    >
      <Typography.Paragraph>{t('venues.preliminary.requestText')}</Typography.Paragraph>
      <Form<RequestValues>
        id="request-preliminary"
        // Its own field ids (request-preliminary_message): the opportunity's form on the page has a message too.
        name="request-preliminary"
        form={form}
        layout="vertical"
        noValidate
        onFinish={handleFinish}
        initialValues={{ message: '' }}
        aria-label={t('venues.preliminary.requestTitle', { name: bidder.name })}
      >
        <Form.Item name="message" label={t('venues.preliminary.message')} extra={t('venues.preliminary.messageHelp')} rules={[rules.maxLength(2000)]}>
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
      <MailPreview path="/bidder/{id}/preliminary-booking/mail-preview" id={bidder.bidder_id} message={message} />
    </Modal>
  );
}
