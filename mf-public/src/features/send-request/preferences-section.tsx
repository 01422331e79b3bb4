import type { LeadInput } from '@portal/api-client';
import { LightField } from '@portal/ui';
import { Col, Radio, Row } from 'antd';
import { FormSection } from './form-section';
import { half, useRequestTexts, type RequestSectionProps } from './request-form-parts';

const VAT_BASES: LeadInput['vat_basis'][] = ['ex', 'inc'];
const CONTACT_METHODS: LeadInput['contact_method'][] = ['email', 'phone'];

/** How the customer wants prices (with or without VAT) and to be contacted. */
export function PreferencesSection({ form, rules }: RequestSectionProps) {
  const { t, label, options } = useRequestTexts();
  return (
    <FormSection title={t('sendRequest.sections.preferences')}>
      <Row gutter={16}>
        <Col {...half}>
          <LightField form={form} name="vat_basis" label={label('vat_basis')} rules={rules.vat_basis}>
            <Radio.Group aria-label={label('vat_basis')} options={options(VAT_BASES, 'vatBasis')} />
          </LightField>
        </Col>
        <Col {...half}>
          <LightField form={form} name="contact_method" label={label('contact_method')} rules={rules.contact_method}>
            <Radio.Group aria-label={label('contact_method')} options={options(CONTACT_METHODS, 'contactMethod')} />
          </LightField>
        </Col>
      </Row>
    </FormSection>
  );
}
