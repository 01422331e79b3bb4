import type { LeadInput } from '@portal/api-client';
import { RadioGroup } from '@portal/plain';
import { FormSection } from './form-section';
import { useRequestTexts, type RequestSectionProps } from './request-form-parts';

const VAT_BASES: LeadInput['vat_basis'][] = ['ex', 'inc'];
const CONTACT_METHODS: LeadInput['contact_method'][] = ['email', 'phone'];

/** How the customer wants prices (with or without VAT) and to be contacted. */
export function PreferencesSection({ form }: RequestSectionProps) {
  const { t, label, options } = useRequestTexts();
  return (
    <FormSection title={t('sendRequest.sections.preferences')}>
      <div className="plain-grid">
        <RadioGroup {...form.bind('vat_basis')} {...form.field('vat_basis')} label={label('vat_basis')} options={options(VAT_BASES, 'vatBasis')} />
        <RadioGroup {...form.bind('contact_method')} {...form.field('contact_method')} label={label('contact_method')} options={options(CONTACT_METHODS, 'contactMethod')} />
      </div>
    </FormSection>
  );
}
