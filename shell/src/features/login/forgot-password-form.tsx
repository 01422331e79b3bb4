import { ApiError, pickMessage, problemOf, QUIET_HEADER } from '@portal/api-client';
import { api, applyFieldErrors, handleProblem, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Alert, Button, useForm } from '@portal/plain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_RULES, EmailField } from './email-field';

/** The forgot-password screen of /login: mails a single-use link to /reset-password&id=…. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  // A plain call (the login page loads no TanStack Query). Quiet, so an unknown address is said
  // once, under the field it is about (in the language shown, and in the other after a switch);
  // any other failure (server down, too many attempts) is shown as the portal shows every failure.
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
      if (!applyFieldErrors(form, new ApiError(problem), ['email'], language)) handleProblem(problem, context);
    } catch (error) {
      // No answer at all (the client's middleware made it an ApiError).
      if (error instanceof ApiError) handleProblem(error.problem, context);
    } finally {
      setSending(false);
    }
  };
  const form = useForm<{ email: string }>({
    name: 'forgot',
    rules: { email: EMAIL_RULES },
    onSubmit: (values) => {
      if (!sending) void send(values.email.trim());
    },
  });
  useErrorsFollowLanguage(form);

  if (sentTo) {
    return (
      <>
        <Alert type="success" title={t('forgot.sentTitle')} description={sentTo} />
        <Button variant="link" block onClick={onBack} style={{ marginTop: 16 }}>
          {t('forgot.back')}
        </Button>
      </>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <p>{t('forgot.intro')}</p>
      <EmailField form={form} autoComplete="email" />
      <Button variant="primary" type="submit" block loading={sending}>
        {t('forgot.submit')}
      </Button>
      <Button variant="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t('forgot.back')}
      </Button>
    </form>
  );
}
