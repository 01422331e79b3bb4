import { Button, Field, PasswordInput, rules, useForm } from '@portal/plain';
import { useTranslation } from 'react-i18next';
import { EMAIL_RULES, EmailField } from './email-field';
import { useLogin } from './use-login';

interface LoginValues {
  email: string;
  password: string;
}

/** The sign-in form: email and password, checked before the server is asked. */
export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('shell');
  const { login, pending } = useLogin();
  const form = useForm<LoginValues>({
    name: 'login',
    rules: { email: EMAIL_RULES, password: [rules.required] },
    onSubmit: (values) => {
      if (!pending) void login(values.email.trim(), values.password);
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit}>
      <EmailField form={form} autoComplete="username" />
      <Field label={t('login.password')} error={form.error('password')}>
        <PasswordInput {...form.bind('password')} autoComplete="current-password" />
      </Field>
      <Button variant="primary" type="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
      <Button variant="link" block onClick={onForgot} style={{ marginTop: 8 }}>
        {t('login.forgot')}
      </Button>
    </form>
  );
}
