import { MailOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainField, type PlainFormState, type PlainRule } from './plain-form';

/** The email field's rules on the login and forgot-password screens: required, checked as an address. */
export function useEmailRules(): PlainRule[] {
  const { t } = useTranslation('shell');
  return [
    { required: true, message: () => t('validation.required') },
    { type: 'email', message: () => t('validation.email') },
  ];
}

/** The email field of the login and forgot-password screens. */
export function EmailField<Name extends string>({ form, autoComplete }: { form: PlainFormState<Name | 'email'>; autoComplete: 'username' | 'email' }) {
  const { t } = useTranslation('shell');
  return (
    <PlainField form={form} name="email" label={t('login.email')}>
      <Input prefix={<MailOutlined />} autoComplete={autoComplete} autoFocus inputMode="email" />
    </PlainField>
  );
}
