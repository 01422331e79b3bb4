import { ApiError, pickMessage } from '@portal/api-client';
import { applyFieldErrors, useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Button, Field, PasswordInput, useForm, type FormRules } from '@portal/plain';
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
const own = (key: string) => ({ key: `public:passwordLink.validation.${key}` });

const RULES: FormRules<NewPasswordValues> = {
  password: [
    (value) => (value ? undefined : own('required')),
    (value) => {
      const unmet = value ? unmetPasswordRules(value) : [];
      return unmet[0] ? own(unmet[0]) : undefined;
    },
  ],
  password_confirmation: [
    (value) => (value ? undefined : own('confirmRequired')),
    (value, { password }) => (!value || value === password ? undefined : own('mismatch')),
  ],
};

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

/** New password and its confirmation, with the rules shown and checked before sending (plain parts, no antd). */
export function NewPasswordForm({ purpose, token, email, onSaved, onLinkGone }: NewPasswordFormProps) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const save = useSavePassword(purpose);

  const handleSubmit = (values: NewPasswordValues) => {
    if (save.isPending) return;
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
  const form = useForm<NewPasswordValues>({ name: `${purpose}-password`, rules: RULES, onSubmit: handleSubmit });
  useErrorsFollowLanguage(form);

  return (
    <form noValidate onSubmit={form.handleSubmit}>
      {/* Lets password managers store the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Field label={t('passwordLink.fields.password')} error={form.error('password')} help={<PasswordRuleList password={form.values.password ?? ''} />}>
        <PasswordInput {...form.bind('password')} autoComplete="new-password" maxLength={200} />
      </Field>
      <Field label={t('passwordLink.fields.password_confirmation')} error={form.error('password_confirmation')}>
        <PasswordInput {...form.bind('password_confirmation')} autoComplete="new-password" maxLength={200} />
      </Field>
      <Button variant="primary" type="submit" block size="large" loading={save.isPending} style={{ marginTop: 8 }}>
        {t('passwordLink.submit')}
      </Button>
    </form>
  );
}
