import { ApiError, pickMessage, type Message } from '@portal/api-client';
import { useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { formatMoney, MoneyInput, NumberInput, Typography, useFormRules, useUnsavedChanges } from '@portal/ui';
import { Alert, Button, Flex, Form, Grid, Input, Modal, Radio, Spin, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Commission, CommissionFile, CommissionReportInput } from './api/use-commission';
import {
  BOOKING_STATUSES,
  needsInvoiceInformation,
  reportAmounts,
  serverFieldTarget,
  toFormValues,
  toReportInput,
  type CommissionFormValues,
} from './commission-form-values';
import { CommissionLines, CommissionTotals } from './commission-lines';
import { ReportSection } from './report-section';
import type { RescheduledDatePickerProps } from './rescheduled-date-picker';
import { formatDate } from '../../shared/quote-dates';
import { PARTNER_COMMISSION_NS } from './texts';

// Fetched when they are first shown: the date picker only for a reschedule, the upload only for
// an outcome that is invoiced (docs/bundle-budgets.md).
const RescheduledDatePicker = lazy(async () => ({ default: (await import('./rescheduled-date-picker')).RescheduledDatePicker }));
const InvoiceCopyField = lazy(async () => ({ default: (await import('./invoice-copy-field')).InvoiceCopyField }));

const MAX_FEE = 100_000_000_000;
const MAX_QUANTITY = 1_000_000;

/** The picker as a Form.Item control: the item's value, onChange and id reach it through the Suspense. */
function LazyDatePicker(props: RescheduledDatePickerProps) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <RescheduledDatePicker {...props} />
    </Suspense>
  );
}

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
  const rules = useFormRules();
  const [form] = Form.useForm<CommissionFormValues>();
  const changes = useUnsavedChanges(form);
  useErrorsFollowLanguage(form);
  const screens = Grid.useBreakpoint();
  // The table of lines needs about 800 px beside the menu; narrower screens get one block per line.
  const stacked = !screens.xl;
  const [initialValues] = useState(() => toFormValues(commission));
  const [otherErrors, setOtherErrors] = useState<Message[]>([]);
  const [toSubmit, setToSubmit] = useState<{ input: CommissionReportInput; amount: number | null } | null>(null);
  const status = Form.useWatch('booking_status', form);

  const required = (key: string): FormRule => ({ required: true, whitespace: true, message: t(key) });
  const afterToday = useMemo<FormRule>(
    () => ({
      validator: async (_rule, value: Dayjs | null | undefined) => {
        if (value && !value.isAfter(dayjs(), 'day')) throw new Error(t('form.rescheduledDateAfterToday'));
      },
    }),
    [t],
  );

  /** The server's 422: each message next to its field, anything else above the buttons. */
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    const others: Message[] = [];
    for (const [name, message] of Object.entries(error.problem.fieldErrors)) {
      const target = serverFieldTarget(name);
      if (target) fields.push({ name: target, errors: [pickMessage(message, language)] });
      else others.push(message);
    }
    setOtherErrors(others);
    if (fields.length > 0) {
      form.setFields(fields as never);
      form.scrollToField(fields[0]!.name as never, { block: 'center', focus: true });
    }
  };

  const handleSubmitClick = async () => {
    setOtherErrors([]);
    try {
      await form.validateFields();
    } catch (error) {
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name as never, { block: 'center', focus: true });
      return;
    }
    const values = form.getFieldsValue(true) as CommissionFormValues;
    setToSubmit({ input: toReportInput(values), amount: reportAmounts(commission, values).amount });
  };

  const handleConfirm = () => {
    if (!toSubmit) return;
    // Leaving is no longer questioned: the page turns read only with the server's answer.
    changes.allowLeaving();
    return onReport(toSubmit.input).then(
      () => {
        changes.markSaved();
        setToSubmit(null);
      },
      (error: unknown) => {
        changes.guardAgain();
        setToSubmit(null);
        showServerErrors(error);
      },
    );
  };

  const statusOptions = BOOKING_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));

  return (
    <>
      <Form<CommissionFormValues>
        form={form}
        name="commission-report"
        layout="vertical"
        noValidate
        initialValues={initialValues}
        onValuesChange={changes.onValuesChange}
        aria-label={t('form.label')}
      >
        {changes.guard}
        <ReportSection title={t('form.outcomeTitle')}>
          <Form.Item name="booking_status" label={t('form.bookingStatus')} required rules={[{ required: true, message: t('form.bookingStatusRequired') }]}>
            <Radio.Group aria-label={t('form.bookingStatus')} style={{ display: 'flex', flexDirection: 'column', gap: 8 }} options={statusOptions} />
          </Form.Item>

          {status === 'rescheduled' && (
            <Form.Item
              name="rescheduled_date"
              label={t('form.rescheduledDate')}
              extra={t('form.rescheduledDateHint')}
              required
              rules={[{ required: true, message: t('form.rescheduledDateRequired') }, afterToday]}
            >
              <LazyDatePicker />
            </Form.Item>
          )}

          {status === 'cancelled_fee' && (
            <Form.Item
              name="fee_ex_vat"
              label={t('form.fee')}
              extra={t('form.feeHint')}
              required
              rules={[{ required: true, message: t('form.feeRequired') }, rules.money({ min: 0, max: MAX_FEE })]}
              style={{ maxWidth: 260 }}
            >
              <MoneyInput />
            </Form.Item>
          )}
          {status === 'cancelled_no_fee' && <Typography.Paragraph type="secondary">{t('form.noFeeText')}</Typography.Paragraph>}
          {status === 'rescheduled' && <Typography.Paragraph type="secondary">{t('form.rescheduledText')}</Typography.Paragraph>}
        </ReportSection>

        {status && status !== 'rescheduled' && (
          <ReportSection
            title={status === 'conducted' ? t('lines.title') : t('totals.title')}
            intro={status === 'conducted' ? t('lines.intro') : undefined}
          >
            <LiveAmounts commission={commission} stacked={stacked} />
          </ReportSection>
        )}

        {status && (
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
        )}

        {otherErrors.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('form.errorsTitle')}
            description={otherErrors.map((message, index) => (
              <div key={index}>{pickMessage(message, language)}</div>
            ))}
          />
        )}

        <Flex gap={8} wrap>
          <Button type="primary" onClick={() => void handleSubmitClick()} loading={reporting}>
            {t('form.submit')}
          </Button>
        </Flex>
      </Form>

      <Modal
        open={toSubmit !== null}
        title={t('confirm.title')}
        okText={t('confirm.ok')}
        cancelText={t('confirm.cancel')}
        confirmLoading={reporting}
        onOk={handleConfirm}
        onCancel={() => setToSubmit(null)}
      >
        <Typography.Paragraph>{t('confirm.text')}</Typography.Paragraph>
        {toSubmit && (
          <Typography.Paragraph strong>
            {t(`status.${toSubmit.input.booking_status}`)}
            {toSubmit.input.booking_status === 'rescheduled' && toSubmit.input.rescheduled_date
              ? ` · ${formatDate(toSubmit.input.rescheduled_date, language)}`
              : toSubmit.amount !== null
                ? ` · ${t('confirm.amount', { amount: formatMoney(toSubmit.amount, language) })}`
                : ''}
          </Typography.Paragraph>
        )}
      </Modal>
    </>
  );
}
