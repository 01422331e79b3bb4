import { pickMessage } from '@portal/api-client';
import { useLanguage } from '@portal/platform';
import { NumberInput, useFormRules } from '@portal/ui';
import { Alert, Button, Flex, Form, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Commission, CommissionFile, CommissionReportInput } from './api/use-commission';
import { reportAmounts, type CommissionFormValues } from './commission-form-values';
import { CommissionLines, CommissionTotals } from './commission-lines';
import { ConfirmReportDialog } from './confirm-report-dialog';
import { ReportInvoiceSection } from './report-invoice-section';
import { ReportOutcomeSection } from './report-outcome-section';
import { ReportSection } from './report-section';
import { PARTNER_COMMISSION_NS } from './texts';
import { useCommissionReport } from './use-commission-report';

const MAX_QUANTITY = 1_000_000;

export interface CommissionReportFormProps {
  commission: Commission;
  /** Sends the report and resolves with the reported commission; rejects with the server's refusal. */
  onReport: (input: CommissionReportInput) => Promise<Commission>;
  onUpload: (file: File) => Promise<CommissionFile>;
  onRemoveCopy: () => Promise<unknown>;
  reporting: boolean;
}

/** The live amounts, watching the form: only this part re-renders while a quantity is typed. */
function LiveAmounts({ commission, stacked }: { commission: Commission; stacked: boolean }) {
  const form = Form.useFormInstance<CommissionFormValues>();
  const rules = useFormRules();
  const values = Form.useWatch([], form) as Partial<CommissionFormValues> | undefined;
  const amounts = reportAmounts(commission, values);
  const status = values?.booking_status;
  return (
    <>
      {status === 'conducted' && (
        <CommissionLines
          lines={commission.lines}
          stacked={stacked}
          amounts={amounts.lines.map((line) => line?.amount ?? null)}
          quantityField={(_line, index, label, ariaLabel) => (
            <Form.Item
              name={['lines', index, 'quantity_conducted']}
              label={label}
              rules={[rules.number({ min: 0, max: MAX_QUANTITY, integer: true, required: true })]}
              style={label ? { marginBottom: 8, maxWidth: 200 } : { margin: 0 }}
            >
              <NumberInput integer aria-label={ariaLabel} style={{ width: '100%' }} />
            </Form.Item>
          )}
        />
      )}
      {status !== 'rescheduled' && <CommissionTotals amount={amounts.amount} quoteAmount={commission.quote_amount} difference={amounts.difference} />}
    </>
  );
}

/**
 * The venue's report (SPEC §3 "Commission report"): how the booking went, then what that outcome
 * needs (a new date; the fee; each line's conducted quantity), the invoice information, a comment
 * and the invoice copy. The commission is shown live with the server's arithmetic. Submitting asks
 * for a confirmation, since a report cannot be changed; the server's 422s go next to their fields.
 */
export function CommissionReportForm({ commission, onReport, onUpload, onRemoveCopy, reporting }: CommissionReportFormProps) {
  const { t } = useTranslation(PARTNER_COMMISSION_NS);
  const language = useLanguage();
  const report = useCommissionReport(commission, onReport);
  const { form, changes } = report;
  const screens = Grid.useBreakpoint();
  // The table of lines needs about 800 px beside the menu; narrower screens get one block per line.
  const stacked = !screens.xl;
  const status = Form.useWatch('booking_status', form);

  return (
    <>
      <Form<CommissionFormValues>
        form={form}
        name="commission-report"
        layout="vertical"
        noValidate
        initialValues={report.initialValues}
        onValuesChange={changes.onValuesChange}
        aria-label={t('form.label')}
      >
        {changes.guard}
        <ReportOutcomeSection status={status} />

        {status && status !== 'rescheduled' && (
          <ReportSection
            title={status === 'conducted' ? t('lines.title') : t('totals.title')}
            intro={status === 'conducted' ? t('lines.intro') : undefined}
          >
            <LiveAmounts commission={commission} stacked={stacked} />
          </ReportSection>
        )}

        {status && <ReportInvoiceSection status={status} commission={commission} onUpload={onUpload} onRemoveCopy={onRemoveCopy} />}

        {report.otherErrors.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('form.errorsTitle')}
            description={report.otherErrors.map((message, index) => (
              <div key={index}>{pickMessage(message, language)}</div>
            ))}
          />
        )}

        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => void report.submit()} loading={reporting}>
            {t('form.submit')}
          </Button>
        </Flex>
      </Form>

      <ConfirmReportDialog toSubmit={report.toSubmit} reporting={reporting} onConfirm={report.confirm} onCancel={report.cancel} />
    </>
  );
}
