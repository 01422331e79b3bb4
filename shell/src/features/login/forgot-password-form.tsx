import { pickMessage } from '@portal/api-client';
import { $api, applyFieldErrors, useLanguage } from '@portal/platform';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from './email-field';

/** The forgot-password screen of /login: mails a single-use link to /reset-password&id=…. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [form] = Form.useForm<{ email: string }>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = $api.useMutation('post', '/forgot-password', {
    onSuccess: (body) => setSentTo(pickMessage(body.message, language)),
    onError: (error) => applyFieldErrors(form, error, ['email'], language),
  });

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
    <Form form={form} layout="vertical" requiredMark={false} onFinish={({ email }) => send.mutate({ body: { email: email.trim() } })}>
      <p>{t('forgot.intro')}</p>
      <EmailField autoComplete="email" />
      <Button type="primary" htmlType="submit" block loading={send.isPending}>
        {t('forgot.submit')}
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t('forgot.back')}
      </Button>
    </Form>
  );
}
