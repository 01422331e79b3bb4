import { useLanguage } from '@portal/platform';
import { FormSection } from '@portal/ui';
import { Form, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMISSION_TYPES } from './account-form-values';
import { useFieldRules } from './use-field-rules';

/** What the venue pays the intermediary: percentages and what they apply to (SPEC §9). */
export function CommissionSection() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const rules = useFieldRules();
  const language = useLanguage();
  // "5,50 %" in Swedish, "5.50 %" in English.
  const percentInput = (
    <InputNumber<number> min={0} max={100} precision={2} step={0.5} decimalSeparator={language === 'sv' ? ',' : '.'} suffix="%" style={{ width: 180 }} />
  );
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
