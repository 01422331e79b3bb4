import { ApiError, pickMessage, QUIET_HEADER } from '@portal/api-client';
import { $api, applyFieldErrors, handleProblem, useLanguage } from '@portal/platform';
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
    // The request is quiet, so an unknown address is said once, under the field it is about; any
    // other failure (server down, too many attempts) is shown as the portal shows every failure.
    onError: (error) => {
      if (applyFieldErrors(form, error, ['email'], language)) return;
      if (error instanceof ApiError) handleProblem(error.problem, { path: '/forgot-password', method: 'POST', authenticated: false, quiet: false });
    },
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
    <Form form={form} layout="vertical" requiredMark={false} noValidate onFinish={({ email }) => send.mutate({ body: { email: email.trim() }, headers: { [QUIET_HEADER]: '1' } })}>
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
