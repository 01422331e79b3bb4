import type { Schemas } from '@portal/api-client';
import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Button, Form, InputNumber, Popover, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REMINDER_COUNT, REMINDER_INTERVAL, useCrmSettings, useUpdateCrmSettings } from './api/use-crm-settings';

export interface ReminderSettingsPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The settings button. */
  children: ReactNode;
}

type TimeUnit = Schemas['TimeUnit'];

interface ReminderSettingsValues {
  commission_reminder_interval: number;
  commission_reminder_unit: TimeUnit;
  commission_reminders: number;
}

const FIELDS = ['commission_reminder_interval', 'commission_reminder_unit', 'commission_reminders'] as const;
const UNITS: readonly TimeUnit[] = ['day', 'week', 'month'];

/**
 * When a venue is reminded to report a commission: the first wait (1–90 days, weeks or months;
 * each next wait twice the previous) and how many reminders (1–10) before the commission is
 * invoiced on the quote. Checked here as the server checks them. PUT /crm-settings needs the
 * idle days too: the value saved now goes with it, unchanged.
 */
export function ReminderSettingsPopover({ open, onOpenChange, children }: ReminderSettingsPopoverProps) {
  const { t } = useTranslation('commissions', { keyPrefix: 'settings' });
  const language = useLanguage();
  const settings = useCrmSettings();
  const save = useUpdateCrmSettings();
  const [form] = Form.useForm<ReminderSettingsValues>();
  useErrorsFollowLanguage(form);
  const current = () => ({
    commission_reminder_interval: settings.data?.commission_reminder_interval,
    commission_reminder_unit: settings.data?.commission_reminder_unit,
    commission_reminders: settings.data?.commission_reminders,
  });

  const handleFinish = (values: ReminderSettingsValues) => {
    if (!settings.data) return;
    save.mutate(
      { body: { opportunity_idle_days: settings.data.opportunity_idle_days, ...values } },
      { onSuccess: () => onOpenChange(false), onError: (error) => applyFieldErrors(form, error, FIELDS, language) },
    );
  };

  const content = (
    <Form<ReminderSettingsValues>
      // Its own field ids (commission-reminders_…), apart from any form on the page behind it.
      name="commission-reminders"
      form={form}
      layout="vertical"
      style={{ width: 320, maxWidth: '100%' }}
      initialValues={current()}
      onFinish={handleFinish}
    >
      <Form.Item label={t('interval')} extra={t('intervalHelp')} required style={{ marginBottom: 8 }}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item
            name="commission_reminder_interval"
            noStyle
            rules={[
              { required: true, message: t('intervalRange') },
              { type: 'integer', min: REMINDER_INTERVAL.min, max: REMINDER_INTERVAL.max, message: t('intervalRange') },
            ]}
          >
            <InputNumber aria-label={t('interval')} precision={0} style={{ width: 100 }} />
          </Form.Item>
          <Form.Item name="commission_reminder_unit" noStyle rules={[{ required: true, message: t('unitRequired') }]}>
            <Select<TimeUnit>
              aria-label={t('unit')}
              style={{ flex: 1 }}
              options={UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }))}
            />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item
        name="commission_reminders"
        label={t('count')}
        extra={t('countHelp')}
        rules={[
          { required: true, message: t('countRange') },
          { type: 'integer', min: REMINDER_COUNT.min, max: REMINDER_COUNT.max, message: t('countRange') },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );

  // Opened with the values saved now (its first opening too: the form starts with them).
  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (next) form.setFieldsValue(current());
  };

  return (
    <Popover
      trigger="click"
      // The button sits at the page's right edge: the form opens leftwards, inside the window.
      placement="bottomRight"
      open={open}
      onOpenChange={handleOpenChange}
      title={<Typography.Text strong>{t('title')}</Typography.Text>}
      content={content}
      destroyOnHidden={false}
    >
      {children}
    </Popover>
  );
}
