import type { Schemas } from '@portal/api-client';
import { applyFieldErrors, useLanguage } from '@portal/platform';
import { useFormRules } from '@portal/ui';
import { Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRELIMINARY_NS } from './i18n';

type HoldDeclineReason = Schemas['HoldDeclineReason'];

/** The preset reasons, in the order the venue reads them. */
export const HOLD_DECLINE_REASONS: readonly HoldDeclineReason[] = ['price', 'dates_taken', 'too_small', 'other'];

export interface DeclineReasonValues {
  decline_reason: HoldDeclineReason;
  decline_reason_text: string;
}

export interface DeclineHoldDialogProps {
  open: boolean;
  onClose: () => void;
  /** Declines; rejects with the server's refusal (a 422 on the reason or its text is shown on its field). */
  onDecline: (values: DeclineReasonValues) => Promise<unknown>;
}

const FIELDS = ['decline_reason', 'decline_reason_text'] as const;

/**
 * "Avböj preliminärbokning" (issue 27 §2): why the venue declines, a preset reason (price, the
 * dates are taken, too small) or another in its own words. The intermediary sees the reason and
 * counts it per venue. The answer cannot be changed afterwards.
 */
export function DeclineHoldDialog({ open, onClose, onDecline }: DeclineHoldDialogProps) {
  const { t } = useTranslation(PRELIMINARY_NS);
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<DeclineReasonValues>();
  const [sending, setSending] = useState(false);

  const handleFinish = (values: DeclineReasonValues) => {
    setSending(true);
    return onDecline(values)
      .catch((error: unknown) => {
        applyFieldErrors(form, error, FIELDS, language);
      })
      .finally(() => setSending(false));
  };

  return (
    <Modal
      open={open}
      title={t('card.cancelConfirm.title')}
      okText={t('card.cancelConfirm.ok')}
      cancelText={t('card.cancelConfirm.back')}
      okButtonProps={{ danger: true, loading: sending, htmlType: 'submit', form: 'decline-hold' }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('card.cancelConfirm.text')}</Typography.Paragraph>
      {/* A name of its own: its field ids must not collide with the page's forms. */}
      <Form<DeclineReasonValues> id="decline-hold" name="decline-hold" form={form} layout="vertical" noValidate onFinish={handleFinish} preserve={false}>
        <Form.Item name="decline_reason" label={t('card.declineReason.label')} rules={[{ required: true, message: t('card.declineReason.required') }]}>
          <Radio.Group>
            <Flex vertical gap={8}>
              {HOLD_DECLINE_REASONS.map((value) => (
                <Radio key={value} value={value}>
                  {t(`card.declineReason.${value}`)}
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        </Form.Item>
        <Form.Item noStyle dependencies={['decline_reason']}>
          {({ getFieldValue }) =>
            getFieldValue('decline_reason') === 'other' && (
              <Form.Item
                name="decline_reason_text"
                label={t('card.declineReason.text')}
                rules={[{ required: true, whitespace: true, message: t('card.declineReason.textRequired') }, rules.maxLength(500)]}
              >
                <Input.TextArea rows={2} />
              </Form.Item>
            )
          }
        </Form.Item>
      </Form>
    </Modal>
  );
}
