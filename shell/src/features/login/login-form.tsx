import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLogin } from './use-login';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation('shell');
  const { login, pending } = useLogin();
  return (
    <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={({ email, password }) => login(email.trim(), password)}>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, message: t('validation.required') },
          { type: 'email', message: t('validation.email') },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="username" autoFocus inputMode="email" />
      </Form.Item>
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
