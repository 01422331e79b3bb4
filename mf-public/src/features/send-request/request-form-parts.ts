import type { PlainForm } from '@portal/plain';
import { useTranslation } from 'react-i18next';
import type { LeadFormValues } from './to-lead-input';

/** What each section of the request form is drawn with: the form (its values, rules and messages). */
export interface RequestSectionProps {
  form: PlainForm<LeadFormValues>;
}

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
