import { SettingOutlined } from '@ant-design/icons';
import { applyFieldErrors } from '@portal/platform';
import { Button, Form, InputNumber, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE_DAYS, useCrmSettings, useUpdateCrmSettings } from '../../api/use-opportunity-board';

/**
 * The CRM setting the idle mark follows (no settings page exists yet, so it sits where the mark is
 * seen): whole days from 1 to 365, checked here as the server checks it.
 */
export function IdleDaysSetting() {
  const { t } = useTranslation('opportunityBoard');
  const [open, setOpen] = useState(false);
  const settings = useCrmSettings();
  const save = useUpdateCrmSettings();
  const [form] = Form.useForm<{ opportunity_idle_days: number }>();

  const content = (
    <Form
      form={form}
      layout="vertical"
      style={{ width: 280 }}
      initialValues={{ opportunity_idle_days: settings.data?.opportunity_idle_days }}
      onFinish={(values) =>
        save.mutate(
          { body: { opportunity_idle_days: values.opportunity_idle_days } },
          { onSuccess: () => setOpen(false), onError: (error) => applyFieldErrors(form, error, ['opportunity_idle_days']) },
        )
      }
    >
      <Typography.Paragraph type="secondary">{t('settings.idleDaysHelp')}</Typography.Paragraph>
      <Form.Item
        name="opportunity_idle_days"
        label={t('settings.idleDays')}
        rules={[
          { required: true, message: t('settings.idleDaysRange') },
          { type: 'integer', min: IDLE_DAYS.min, max: IDLE_DAYS.max, message: t('settings.idleDaysRange') },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('settings.save')}
      </Button>
    </Form>
  );

  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.setFieldsValue({ opportunity_idle_days: settings.data?.opportunity_idle_days });
      }}
      title={t('settings.title')}
      content={content}
      destroyOnHidden={false}
    >
      <Button icon={<SettingOutlined aria-hidden />} disabled={!settings.data}>
        {t('settings.open')}
      </Button>
    </Popover>
  );
}
