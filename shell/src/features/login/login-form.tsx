import { LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmailField } from './email-field';
import { useLogin } from './use-login';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('shell');
  const { login, pending } = useLogin();
  return (
    <Form<LoginValues> layout="vertical" requiredMark={false} noValidate onFinish={({ email, password }) => login(email.trim(), password)}>
      <EmailField autoComplete="username" />
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('validation.required') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {t('login.submit')}
      </Button>
      <Button type="link" block onClick={onForgot} style={{ marginTop: 8 }}>
        {t('login.forgot')}
      </Button>
    </Form>
  );
}
