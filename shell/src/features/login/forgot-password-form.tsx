import { MailOutlined } from '@ant-design/icons';
import { pickMessage, problemOf } from '@portal/api-client';
import { api, useLanguage } from '@portal/platform';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The forgot-password screen of /login: mails a single-use link to /reset-password&id=…. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [form] = Form.useForm<{ email: string }>();
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleFinish = async ({ email }: { email: string }) => {
    setPending(true);
    try {
      const { data, error, response } = await api.POST('/forgot-password', { body: { email: email.trim() } });
      if (data) return setSentTo(pickMessage(data.message, language));
      const { fieldErrors } = problemOf(error, response);
      form.setFields(Object.entries(fieldErrors).map(([name, message]) => ({ name: name as 'email', errors: [pickMessage(message, language)] })));
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <>
        <Alert type="success" showIcon title={t('forgot.sentTitle')} description={sentTo} />
        <Button type="link" block onClick={onBack} style={{ marginTop: 16 }}>
          {t('forgot.back')}
        </Button>
      </>
    );
  }

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={handleFinish}>
      <p>{t('forgot.intro')}</p>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, message: t('validation.required') },
          { type: 'email', message: t('validation.email') },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="email" autoFocus inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('forgot.submit')}
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t('forgot.back')}
      </Button>
    </Form>
  );
}
