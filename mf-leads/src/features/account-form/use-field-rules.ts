import type { FormRule as Rule } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSwedishOrganisationNumber } from './organisation-number';

/**
 * The browser's checks, mirroring the server's (AccountInput), with messages in the current
 * language. The server checks again; its 422 lands next to the same fields.
 */
export function useFieldRules() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.validation' });
  const maxLength = (max: number): Rule => ({ max, message: t('maxLength', { max }) });
  return {
    required: { required: true, whitespace: true, message: t('required') } satisfies Rule,
    maxLength,
    email: [{ type: 'email', message: t('email') }, maxLength(254)] satisfies Rule[],
    percent: { type: 'number', min: 0, max: 100, message: t('percent') } satisfies Rule,
    days: { type: 'integer', min: 0, max: 365, message: t('days') } satisfies Rule,
    organisationNumber: {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || isSwedishOrganisationNumber(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('organisationNumber'))),
    } satisfies Rule,
  };
}
