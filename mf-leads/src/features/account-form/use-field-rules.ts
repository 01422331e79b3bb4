import { useFormRules } from '@portal/ui';
import type { FormRule as Rule } from 'antd';
import { useTranslation } from 'react-i18next';
import { isSwedishOrganisationNumber } from './organisation-number';

/**
 * The browser's checks, mirroring the server's (AccountInput), with messages in the current
 * language. The server checks again; its 422 lands next to the same fields.
 */
export function useFieldRules() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts.validation' });
  const shared = useFormRules();
  return {
    required: shared.required,
    choose: shared.choose,
    maxLength: shared.maxLength,
    email: shared.email,
    // Said next to the field, never clamped or rounded (NumberInput).
    percent: shared.number({ min: 0, max: 100, decimals: 2 }),
    days: shared.number({ min: 0, max: 365, integer: true }),
    organisationNumber: {
      validator: (_rule, value: unknown) =>
        typeof value !== 'string' || value.trim() === '' || isSwedishOrganisationNumber(value)
          ? Promise.resolve()
          : Promise.reject(new Error(t('organisationNumber'))),
    } satisfies Rule,
  };
}
