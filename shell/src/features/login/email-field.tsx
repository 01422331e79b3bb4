import { Field, rules, TextInput, type PlainForm, type Rule } from '@portal/plain';
import { useTranslation } from 'react-i18next';

/** The email field's rules on the login and forgot-password screens: required, checked as an address. */
export const EMAIL_RULES: Rule<{ email: string }>[] = [rules.required, rules.email];

/** The email field of the login and forgot-password screens. */
export function EmailField({ form, autoComplete }: { form: PlainForm<{ email: string }>; autoComplete: 'username' | 'email' }) {
  const { t } = useTranslation('shell');
  return (
    <Field label={t('login.email')} error={form.error('email')}>
      <TextInput {...form.bind('email')} type="email" autoComplete={autoComplete} autoFocus inputMode="email" />
    </Field>
  );
}
