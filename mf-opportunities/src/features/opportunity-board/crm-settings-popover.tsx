import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Button, Form, InputNumber, Popover, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_DAYS, QUOTE_RESPONSE_DAYS, useCrmSettings, useUpdateCrmSettings } from '../../api/use-opportunity-board';

export interface CrmSettingsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The settings button. */
  children: ReactNode;
}

interface CrmSettingsValues {
  opportunity_idle_days: number;
  quote_response_days: number;
}

const FIELDS = ['opportunity_idle_days', 'quote_response_days'] as const;

/**
 * The CRM settings (no settings page exists yet, so they sit where their effects are seen): after
 * how many untouched days an opportunity is idle (1–365), and how many days an invited venue has
 * to answer (1–90: a new invitation's response deadline). Checked here as the server checks them.
 * The form (antd's Form and InputNumber, in a Popover) is fetched when its button is first used
 * (crm-settings-button.tsx).
 */
export function CrmSettingsPopover({ open, onOpenChange, children }: CrmSettingsPopoverProps) {
  const { t } = useTranslation('opportunityBoard');
  const language = useLanguage();
  const setOpen = onOpenChange;
  const settings = useCrmSettings();
  const save = useUpdateCrmSettings();
  const [form] = Form.useForm<CrmSettingsValues>();
  useErrorsFollowLanguage(form);
  const current = () => ({
    opportunity_idle_days: settings.data?.opportunity_idle_days,
    quote_response_days: settings.data?.quote_response_days,
  });

  const content = (
    <Form<CrmSettingsValues>
      // Its own field ids (crm-settings_…), apart from any form on the page behind it.
      name="crm-settings"
      form={form}
      layout="vertical"
      style={{ width: 300, maxWidth: '100%' }}
      initialValues={current()}
      onFinish={(values) =>
        save.mutate(
          { body: { opportunity_idle_days: values.opportunity_idle_days, quote_response_days: values.quote_response_days } },
          { onSuccess: () => setOpen(false), onError: (error) => applyFieldErrors(form, error, FIELDS, language) },
        )
      }
    >
      <Form.Item
        name="opportunity_idle_days"
        label={t('settings.idleDays')}
        extra={t('settings.idleDaysHelp')}
        rules={[
          { required: true, message: t('settings.idleDaysRange') },
          { type: 'integer', min: IDLE_DAYS.min, max: IDLE_DAYS.max, message: t('settings.idleDaysRange') },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="quote_response_days"
        label={t('settings.responseDays')}
        extra={t('settings.responseDaysHelp')}
        rules={[
          { required: true, message: t('settings.responseDaysRange') },
          { type: 'integer', min: QUOTE_RESPONSE_DAYS.min, max: QUOTE_RESPONSE_DAYS.max, message: t('settings.responseDaysRange') },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );

  // Opened with the values saved now (its first opening too: the form starts with them).
  const handleOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) form.setFieldsValue(current());
  };

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={handleOpenChange}
      title={<Typography.Text strong>{t('settings.title')}</Typography.Text>}
      content={content}
      destroyOnHidden={false}
    >
      {children}
    </Popover>
  );
}
