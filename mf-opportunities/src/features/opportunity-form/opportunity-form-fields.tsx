import type { Schemas } from '@portal/api-client';
import { FormSection } from '@portal/ui';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { OpportunityConferenceSection, OpportunityCustomerSection } from './opportunity-form-sections';
import { MESSAGE_MAX, VAT_BASES } from './opportunity-form-values';
import { useOpportunityFormRules } from './use-opportunity-form-rules';

export interface OpportunityFormFieldsProps {
  /** Names of the chosen account and contact, shown before their pickers have searched. */
  accountLabel?: string;
  contactLabel?: string;
  /** The current owner, kept as an option if no longer among the admins listed. */
  owner?: Ref | null;
}

type Ref = Schemas['Ref'];

/** The fields of an opportunity an admin edits (SPEC §3): the customer, the conference, the terms. */
export function OpportunityFormFields({ accountLabel, contactLabel, owner }: OpportunityFormFieldsProps) {
  const { t } = useTranslation('opportunities');
  const rules = useOpportunityFormRules();
  const label = (field: string) => t(`opportunity.form.fields.${field}`);

  return (
    <>
      <OpportunityCustomerSection accountLabel={accountLabel} contactLabel={contactLabel} owner={owner} />
      <OpportunityConferenceSection />
      <FormSection title={t('opportunity.form.terms')}>
        <Form.Item name="vat_basis" label={label('vat_basis')} rules={rules.vat_basis}>
          <Radio.Group options={VAT_BASES.map((value) => ({ value, label: t(`opportunity.vatBasis.${value}`) }))} />
        </Form.Item>
        <Form.Item name="message" label={label('message')} rules={rules.message}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={MESSAGE_MAX} showCount />
        </Form.Item>
      </FormSection>
    </>
  );
}
