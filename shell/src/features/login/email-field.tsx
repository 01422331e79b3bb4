import { MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The email field of the login and forgot-password screens: required, checked as an address. */
export function EmailField({ autoComplete }: { autoComplete: 'username' | 'email' }) {
  const { t } = useTranslation('shell');
  return (
    <Form.Item
      name="email"
      label={t('login.email')}
      rules={[
        { required: true, message: t('validation.required') },
        { type: 'email', message: t('validation.email') },
      ]}
    >
      <Input prefix={<MailOutlined />} autoComplete={autoComplete} autoFocus inputMode="email" />
    </Form.Item>
  );
}
