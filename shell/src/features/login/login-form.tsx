import { LockOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailField, useEmailRules } from './email-field';
import { PlainField, PlainForm, usePlainForm } from './plain-form';
import { useLogin } from './use-login';

/** The forgot-password screen's code; fetched once, when the link to it is pointed at or used. */
let forgotPasswordForm: Promise<typeof import('./forgot-password-form')> | undefined;
export function loadForgotPasswordForm() {
  forgotPasswordForm ??= import('./forgot-password-form').catch((error: unknown) => {
    forgotPasswordForm = undefined;
    throw error;
  });
  return forgotPasswordForm;
}

export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('shell');
  const { login, pending } = useLogin();
  const form = usePlainForm({
    email: useEmailRules(),
    password: [{ required: true, message: () => t('validation.required') }],
  });
  const handleSubmit = () => {
    if (form.validate()) void login(form.values.email.trim(), form.values.password);
  };
  return (
    <PlainForm onSubmit={handleSubmit}>
      <EmailField form={form} autoComplete="username" />
      <PlainField form={form} name="password" label={t('login.password')}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </PlainField>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
      <Button
        type="link"
        block
        onClick={onForgot}
        onPointerEnter={() => void loadForgotPasswordForm()}
        onFocus={() => void loadForgotPasswordForm()}
        style={{ marginTop: 8 }}
      >
        {t('login.forgot')}
      </Button>
    </PlainForm>
  );
}
