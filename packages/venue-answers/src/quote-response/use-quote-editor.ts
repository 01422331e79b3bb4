import { ApiError, pickMessage, type Message } from '@portal/api-client';
import { useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { useUnsavedChanges } from '@portal/ui';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_RESPONSE_NS } from './i18n';
import type { Amounts } from './quote-arithmetic';
import { useSubmitRules } from './use-submit-rules';
import { quoteAmounts, sortServerErrors, toFormValues, toResponseInput, type Quote, type QuoteFormValues, type QuoteResponseInput } from './quote-form-values';

/** A message under the lines: a text of the form's own (by key) or the server's. */
export type Notice = { key: string } | { message: Message };

/** What the venue is asked to confirm before submitting: the answer and its totals. */
export interface PendingSubmit {
  input: QuoteResponseInput;
  totals: Amounts | null;
}

interface QuoteEditorCalls {
  quote: Quote;
  onSave: (input: QuoteResponseInput) => Promise<Quote>;
  onSubmit: (input: QuoteResponseInput) => Promise<Quote>;
}

/**
 * The quote editor's form and what its buttons do: Save checks the fields a draft needs, Submit
 * checks more (the responder, "responded accordingly", a price) and asks for a confirmation first;
 * the server's 422 goes next to its fields, the prices' under the lines, anything else above the buttons.
 */
export function useQuoteEditor({ quote, onSave, onSubmit }: QuoteEditorCalls) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const [form] = Form.useForm<QuoteFormValues>();
  const changes = useUnsavedChanges(form);
  useErrorsFollowLanguage(form);
  // The starting values, once: later answers of the server are set after a save.
  const [initialValues] = useState(() => toFormValues(quote));
  // Submitting needs more than a draft: these rules ask for the responder only then.
  const { mode, requiredToSubmit, respondedYes } = useSubmitRules();
  const [pricesError, setPricesError] = useState<Notice | null>(null);
  const [otherErrors, setOtherErrors] = useState<Message[]>([]);
  const [toSubmit, setToSubmit] = useState<PendingSubmit | null>(null);

  const scrollTo = (name: (string | number)[]) => form.scrollToField(name as never, { block: 'center', focus: true });

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const { fields, prices, others } = sortServerErrors(error.problem.fieldErrors, language);
    setPricesError(prices === null ? null : { message: prices });
    setOtherErrors(others);
    if (fields.length > 0) {
      form.setFields(fields as never);
      scrollTo(fields[0]!.name);
    } else if (prices) {
      scrollTo(['lines', 0, 'price']);
    }
  };

  /** Checks the fields for a draft or for submitting; the values (the whole form, line ids too) or null. */
  const collect = async (nextMode: 'draft' | 'submit'): Promise<QuoteFormValues | null> => {
    mode.current = nextMode;
    setPricesError(null);
    setOtherErrors([]);
    let fieldsOk = true;
    try {
      await form.validateFields();
    } catch (error) {
      fieldsOk = false;
      const first = (error as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first && nextMode === 'draft') scrollTo(first.name);
    }
    const values = form.getFieldsValue(true) as QuoteFormValues;
    if (nextMode === 'submit') {
      const live = quoteAmounts(quote, values.lines).totals;
      // SPEC §5: a price is needed (a total above zero). No total yet means a line's own field says what is wrong.
      const unpriced = live !== null && live.exVat <= 0;
      if (unpriced) setPricesError({ key: 'lines.priceRequired' });
      if (unpriced && quote.lines.length > 0) scrollTo(['lines', 0, 'price']);
      else if (!fieldsOk) {
        const first = form.getFieldsError().find((field) => field.errors.length > 0);
        if (first) scrollTo(first.name);
      }
      if (unpriced) return null;
    }
    return fieldsOk ? values : null;
  };

  const save = async () => {
    const values = await collect('draft');
    if (!values) return;
    await onSave(toResponseInput(values)).then((saved) => {
      form.setFieldsValue(toFormValues(saved));
      changes.markSaved();
    }, showServerErrors);
  };

  const askToSubmit = async () => {
    const values = await collect('submit');
    if (values) setToSubmit({ input: toResponseInput(values), totals: quoteAmounts(quote, values.lines).totals });
  };

  const confirmSubmit = () => {
    if (!toSubmit) return;
    return onSubmit(toSubmit.input).then(
      () => {
        changes.markSaved();
        setToSubmit(null);
      },
      (error: unknown) => {
        setToSubmit(null);
        showServerErrors(error);
      },
    );
  };

  const pricesErrorText = pricesError && ('key' in pricesError ? t(pricesError.key) : pickMessage(pricesError.message, language));
  return {
    form,
    changes,
    initialValues,
    rules: { requiredToSubmit, respondedYes },
    pricesErrorText,
    clearPricesError: () => setPricesError(null),
    otherErrors,
    toSubmit,
    cancelSubmit: () => setToSubmit(null),
    save,
    askToSubmit,
    confirmSubmit,
  };
}
