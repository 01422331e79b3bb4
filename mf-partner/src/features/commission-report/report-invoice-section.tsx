import { useFormRules } from '@portal/ui';
import { Form, Input, Spin, type FormRule } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Commission, CommissionBookingStatus, CommissionFile } from './api/use-commission';
import { needsInvoiceInformation } from './commission-form-values';
import { ReportSection } from './report-section';
import { PARTNER_COMMISSION_NS } from './texts';

// Fetched when it is first shown, for an outcome that is invoiced (docs/bundle-budgets.md).
const InvoiceCopyField = lazy(async () => ({ default: (await import('./invoice-copy-field')).InvoiceCopyField }));

export interface ReportInvoiceSectionProps {
  status: CommissionBookingStatus;
  commission: Commission;
  onUpload: (file: File) => Promise<CommissionFile>;
  onRemoveCopy: () => Promise<unknown>;
}

/** What the invoice needs (its information and a copy of it), for an outcome that is invoiced, and a comment. */
export function ReportInvoiceSection({ status, commission, onUpload, onRemoveCopy }: ReportInvoiceSectionProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const rules = useFormRules();
  const required = (key: string): FormRule => ({ required: true, whitespace: true, message: t(key) });
  return (
    <ReportSection title={needsInvoiceInformation(status) ? t('form.invoiceTitle') : t('form.otherTitle')}>
      {needsInvoiceInformation(status) && (
        <>
          <Form.Item
            name="invoice_information"
            label={t('form.invoiceInformation')}
            extra={t('form.invoiceInformationHint')}
            required
            rules={[required('form.invoiceInformationRequired'), rules.maxLength(2000)]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Suspense fallback={<Spin size="small" />}>
            <InvoiceCopyField file={commission.invoice_copy} onUpload={onUpload} onRemove={onRemoveCopy} />
          </Suspense>
        </>
      )}
      <Form.Item name="comment" label={t('form.comment')} rules={[rules.maxLength(2000)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </ReportSection>
  );
}
