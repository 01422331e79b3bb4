import { LightField } from '@portal/ui';
import { Col, Input, Row } from 'antd';
import { FormSection } from './form-section';
import { half, useRequestTexts, type RequestSectionProps } from './request-form-parts';

/** Who asks: name, business, e-mail and phone. */
export function ContactSection({ form, rules }: RequestSectionProps) {
  const { t, label } = useRequestTexts();
  return (
    <FormSection title={t('sendRequest.sections.contact')}>
      <Row gutter={16}>
        <Col {...half}>
          <LightField form={form} name="first_name" label={label('first_name')} rules={rules.first_name}>
            <Input autoComplete="given-name" maxLength={100} />
          </LightField>
        </Col>
        <Col {...half}>
          <LightField form={form} name="last_name" label={label('last_name')} rules={rules.last_name}>
            <Input autoComplete="family-name" maxLength={100} />
          </LightField>
        </Col>
        <Col span={24}>
          <LightField form={form} name="business" label={label('business')} rules={rules.business}>
            <Input autoComplete="organization" maxLength={200} />
          </LightField>
        </Col>
        <Col {...half}>
          <LightField form={form} name="email" label={label('email')} rules={rules.email}>
            <Input type="email" autoComplete="email" placeholder={t('sendRequest.placeholders.email')} maxLength={254} />
          </LightField>
        </Col>
        <Col {...half}>
          <LightField form={form} name="phone" label={label('phone')} rules={rules.phone}>
            <Input type="tel" autoComplete="tel" placeholder={t('sendRequest.placeholders.phone')} maxLength={40} />
          </LightField>
        </Col>
      </Row>
    </FormSection>
  );
}
