import { ApiError, pickMessage, type Message } from '@portal/api-client';
import { useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { useUnsavedChanges } from '@portal/ui';
import { Form } from 'antd';
import { useState } from 'react';
import type { Commission, CommissionReportInput } from './api/use-commission';
import { reportAmounts, serverFieldTarget, toFormValues, toReportInput, type CommissionFormValues } from './commission-form-values';
import type { ReportToSubmit } from './confirm-report-dialog';

/**
 * The report's form and its sending: checked, then confirmed, then sent; leaving with changes is
 * questioned until then. The server's 422: each message next to its field, the others kept for
 * above the buttons.
 */
export function useCommissionReport(commission: Commission, onReport: (input: CommissionReportInput) => Promise<Commission>) {
  const language = useLanguage();
  const [form] = Form.useForm<CommissionFormValues>();
  const changes = useUnsavedChanges(form);
  useErrorsFollowLanguage(form);
  const [initialValues] = useState(() => toFormValues(commission));
  const [otherErrors, setOtherErrors] = useState<Message[]>([]);
  const [toSubmit, setToSubmit] = useState<ReportToSubmit | null>(null);

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

  const submit = async () => {
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

  const confirm = () => {
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

  return { form, changes, initialValues, otherErrors, toSubmit, submit, confirm, cancel: () => setToSubmit(null) };
}
