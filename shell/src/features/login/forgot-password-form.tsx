import { ApiError, pickMessage, problemOf, QUIET_HEADER } from '@portal/api-client';
import { api, currentLanguage, handleProblem, useLanguage } from '@portal/platform';
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField, useEmailRules } from './email-field';
import { PlainForm, usePlainForm } from './plain-form';

/** The forgot-password screen of /login: mails a single-use link to /reset-password&id=…. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const form = usePlainForm({ email: useEmailRules() });
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // A plain call (the login page loads no TanStack Query). Quiet, so an unknown address is said
  // once, under the field it is about; any other failure (server down, too many attempts) is
  // shown as the portal shows every failure.
  const send = async (email: string) => {
    const context = { path: '/forgot-password', method: 'POST', authenticated: false, quiet: false };
    setSending(true);
    try {
      const { data, error, response } = await api.POST('/forgot-password', { body: { email }, headers: { [QUIET_HEADER]: '1' } });
      if (data) {
        setSentTo(pickMessage(data.message, language));
        return;
      }
      const problem = problemOf(error, response);
      const aboutEmail = problem.fieldErrors.email;
      // In the language shown when it is drawn: a language switch shows it in the other one.
      if (aboutEmail !== undefined) form.showServerError('email', () => pickMessage(aboutEmail, currentLanguage()));
      else handleProblem(problem, context);
    } catch (error) {
      // No answer at all (the client's middleware made it an ApiError).
      if (error instanceof ApiError) handleProblem(error.problem, context);
    } finally {
      setSending(false);
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
    <PlainForm onSubmit={() => form.validate() && void send(form.values.email.trim())}>
      <p>{t('forgot.intro')}</p>
      <EmailField form={form} autoComplete="email" />
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t('forgot.submit')}
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t('forgot.back')}
      </Button>
    </PlainForm>
  );
}
