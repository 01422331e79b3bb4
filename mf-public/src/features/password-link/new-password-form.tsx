import { ApiError, pickMessage } from '@portal/api-client';
import { applyFieldErrors, useLanguage } from '@portal/platform';
import { Button, Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSavePassword } from './api/use-save-password';
import { PasswordRuleList } from './password-rule-list';
import type { PasswordPurpose } from './password-purpose';
import { unmetPasswordRules } from './password-rules';

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

const FIELDS = ['password', 'password_confirmation'] as const;

export interface NewPasswordFormProps {
  purpose: PasswordPurpose;
  token: string;
  /** The account's email, for password managers. */
  email: string;
  /** Called with the server's message once the password is saved. */
  onSaved: (message: string) => void;
  /** The link stopped working between opening the page and saving. */
  onLinkGone: () => void;
}

/** New password and its confirmation, with the rules shown and checked before sending. */
export function NewPasswordForm({ purpose, token, email, onSaved, onLinkGone }: NewPasswordFormProps) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const [form] = Form.useForm<NewPasswordValues>();
  const password = Form.useWatch('password', form) ?? '';
  const save = useSavePassword(purpose);

  const passwordRules: FormRule[] = [
    { required: true, message: t('passwordLink.validation.required') },
    {
      validator: (_, value: string | undefined) => {
        const unmet = value ? unmetPasswordRules(value) : [];
        return unmet[0] ? Promise.reject(new Error(t(`passwordLink.validation.${unmet[0]}`))) : Promise.resolve();
      },
    },
  ];
  const confirmationRules: FormRule[] = [
    { required: true, message: t('passwordLink.validation.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_, value: string | undefined) =>
        !value || value === getFieldValue('password')
          ? Promise.resolve()
          : Promise.reject(new Error(t('passwordLink.validation.mismatch'))),
    }),
  ];

  const handleFinish = (values: NewPasswordValues) => {
    save.mutate(
      { body: { token, password: values.password, password_confirmation: values.password_confirmation } },
      {
        onSuccess: (answer) => onSaved(pickMessage(answer.message, language)),
        onError: (error) => {
          if (error instanceof ApiError && error.problem.status === 404) onLinkGone();
          else applyFieldErrors(form, error, FIELDS, language);
        },
      },
    );
  };

  return (
    <Form<NewPasswordValues> form={form} name={`${purpose}-password`} layout="vertical" onFinish={handleFinish} requiredMark={false}>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Form.Item
        name="password"
        label={t('passwordLink.fields.password')}
        rules={passwordRules}
        extra={<PasswordRuleList password={password} />}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('passwordLink.fields.password_confirmation')}
        rules={confirmationRules}
        dependencies={['password']}
      >
        <Input.Password autoComplete="new-password" maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={save.isPending} style={{ marginTop: 8 }}>
        {t('passwordLink.submit')}
      </Button>
    </Form>
  );
}
