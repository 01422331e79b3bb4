import { FormSection, NumberInput } from '@portal/ui';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFieldRules } from './use-field-rules';

/** Where invoices go and how soon they are due. */
export function InvoicingSection() {
  const { t } = useTranslation('leads', { keyPrefix: 'accounts' });
  const rules = useFieldRules();
  return (
    <FormSection title={t('sections.invoicing')}>
      <Form.Item name="invoice_address" label={t('fields.invoice_address')} rules={[rules.maxLength(300)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
      <Form.Item name="invoice_email" label={t('fields.invoice_email')} rules={rules.email}>
        <Input inputMode="email" />
      </Form.Item>
      <Form.Item name="payment_terms_days" label={t('fields.payment_terms_days')} rules={[rules.days]}>
        <NumberInput integer suffix={t('form.days')} />
      </Form.Item>
    </FormSection>
  );
}
