import { FormSection, NumberInput } from '@portal/ui';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMISSION_TYPES } from './account-form-values';
import { useFieldRules } from './use-field-rules';

/** What the venue pays the intermediary: percentages and what they apply to (SPEC §9). */
export function CommissionSection() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const rules = useFieldRules();
  // "5,5" in Swedish, "5.5" in English; 150 or a third decimal is refused next to the field, not changed.
  const percentInput = <NumberInput step={0.5} suffix="%" />;
  return (
    <FormSection title={t('sections.commission')}>
      <Form.Item name="commission_percent" label={t('fields.commission_percent')} rules={[rules.percent]}>
        {percentInput}
      </Form.Item>
      <Form.Item name="commission_meals_percent" label={t('fields.commission_meals_percent')} rules={[rules.percent]}>
        {percentInput}
      </Form.Item>
      <Form.Item name="commission_type" label={t('fields.commission_type')}>
        <Radio.Group options={COMMISSION_TYPES.map((value) => ({ value, label: t(`commissionTypes.${value}`) }))} />
      </Form.Item>
    </FormSection>
  );
}
