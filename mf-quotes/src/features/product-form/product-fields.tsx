import { FormSection, MoneyInput, NumberInput, useFormRules } from '@portal/ui';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_FAMILIES } from '../../api/product-types';
import { MAX_PRICE, type ProductFormValues } from './product-form-values';

const PRICE_FIELDS = ['price_per_person', 'minimum_price', 'start_price'] as const;

/** Every field of a product (SPEC §3), with the server's limits checked in the browser first. */
export function ProductFields() {
  const { t } = useTranslation('quotes');
  const family = Form.useWatch<ProductFormValues['family']>('family');
  const rules = useFormRules();

  return (
    <>
      <FormSection title={t('productForm.sections.product')}>
        <Form.Item
          name="name"
          label={t('productForm.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('productForm.validation.nameRequired') },
            { max: 200, message: t('productForm.validation.nameTooLong') },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="family"
          label={t('productForm.fields.family')}
          rules={[{ required: true, message: t('productForm.validation.familyRequired') }]}
        >
          <Select
            placeholder={t('productForm.fields.familyPlaceholder')}
            options={PRODUCT_FAMILIES.map((value) => ({ value, label: t(`family.${value}`) }))}
            style={{ maxWidth: 320 }}
          />
        </Form.Item>
        {/* Only meals are served in courses; for anything else the field would be meaningless. */}
        {family === 'meal' && (
          <Form.Item
            name="number_of_courses"
            label={t('productForm.fields.number_of_courses')}
            rules={[rules.number({ min: 1, max: 20, integer: true })]}
          >
            <NumberInput integer style={{ width: 120 }} />
          </Form.Item>
        )}
        <Form.Item
          name="active"
          label={t('productForm.fields.active')}
          valuePropName="checked"
          extra={t('productForm.fields.activeHelp')}
        >
          <Switch />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('productForm.fields.description')}
          rules={[{ max: 5000, message: t('productForm.validation.descriptionTooLong') }]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      </FormSection>
      <FormSection title={t('productForm.sections.prices')}>
        {PRICE_FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`productForm.fields.${field}`)}
            rules={[rules.money({ min: 0, max: MAX_PRICE })]}
          >
            <MoneyInput />
          </Form.Item>
        ))}
      </FormSection>
    </>
  );
}
