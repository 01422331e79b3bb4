import type { FormRule } from 'antd';
import type { LightFormStore } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import type { LeadFormValues } from './to-lead-input';

/** What each section of the request form is drawn with: the form and the rules of its fields. */
export interface RequestSectionProps {
  form: LightFormStore<LeadFormValues>;
  rules: Record<keyof LeadFormValues, FormRule[]>;
}

/** Two fields side by side on a wide screen, one above the other on a phone. */
export const half = { xs: 24, md: 12 } as const;
export const full = { width: '100%' } as const;

/** A field's label, and the options of a choice, in the page's language. */
export function useRequestTexts() {
  const { t } = useTranslation('public');
  return {
    t,
    label: (field: keyof LeadFormValues) => t(`sendRequest.fields.${field}`),
    options: <V extends string>(values: V[], group: string) =>
      values.map((value) => ({ value, label: t(`sendRequest.options.${group}.${value}`) })),
  };
}
