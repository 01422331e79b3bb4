import { ApiError, pickMessage, type Message } from '@portal/api-client';
import { useErrorsFollowLanguage, useLanguage } from '@portal/platform';
import { Typography } from '../typography';
import { Alert, Button, Flex, Form, Grid, Input, Modal, Radio, type FormRule } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../money-format';
import { NumberInput } from '../number-input';
import { useFormRules } from '../use-form-rules';
import { useUnsavedChanges } from '../use-unsaved-changes';
import { DenyQuoteDialog } from './deny-quote-dialog';
import { QUOTE_RESPONSE_NS } from './i18n';
import type { Amounts } from './quote-arithmetic';
import { QuoteAnswerView } from './quote-answer-view';
import { QuoteFilesEditor } from './quote-files';
import {
  quoteAmounts,
  serverFieldTarget,
  toFormValues,
  toResponseInput,
  type Quote,
  type QuoteFile,
  type QuoteFileKind,
  type QuoteFormValues,
  type QuoteResponseInput,
} from './quote-form-values';
import { QuoteHallsEditor } from './quote-halls';
import { QuoteLinesEditor } from './quote-lines';
import { QuoteNotice } from './quote-notice';
import { QuoteRequestSummary } from './quote-request-summary';
import { QuoteSection } from './quote-section';

export interface QuoteResponseFormProps {
  /** The quote as the server answered it (`getQuote` or `getLinkedQuote`). */
  quote: Quote;
  /**
   * Saves the answer as a draft and resolves with the saved quote (its values and totals replace
   * what the form shows). Rejects with the ApiError of a refusal: a 422's messages go next to their fields.
   */
  onSave: (input: QuoteResponseInput) => Promise<Quote>;
  /** Submits the answer (after the form's own checks and the venue's confirmation); as `onSave`. */
  onSubmit: (input: QuoteResponseInput) => Promise<Quote>;
  /** Declines to quote with the reason given in the dialog. */
  onDeny: (reason: string) => Promise<unknown>;
  /** Stores a file at once; rejects with the server's reason (422 on `file`), shown next to the field. */
  onUpload: (file: File, kind: QuoteFileKind) => Promise<QuoteFile>;
  onRemoveFile: (file: QuoteFile) => Promise<unknown>;
  saving?: boolean;
  submitting?: boolean;
  denying?: boolean;
}

/**
 * A venue's answer to a quote request (SPEC §3 "Quote response"), the same for a partner in its
 * portal and an outside venue through its link: the request as the customer described it, then
 * the lines to price (totals live, with the server's arithmetic), halls, terms, the responder and
 * files; Save (a draft), Submit (checked, then confirmed: nothing can change after) and Decline
 * (with a reason). Read only once submitted, declined or no longer the caller's to change
 * (`actions.edit`). Knows no endpoint: the page passes the calls.
 */
export function QuoteResponseForm(props: QuoteResponseFormProps) {
  const { quote } = props;
  return (
    <div>
      <QuoteNotice quote={quote} />
      <QuoteRequestSummary request={quote.request} />
      {quote.actions.edit ? <QuoteEditor {...props} /> : <QuoteAnswerView quote={quote} />}
    </div>
  );
}

type Notice = { key: string } | { message: Message };

function QuoteEditor({ quote, onSave, onSubmit, onDeny, onUpload, onRemoveFile, saving = false, submitting = false, denying = false }: QuoteResponseFormProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const language = useLanguage();
  const rules = useFormRules();
  const [form] = Form.useForm<QuoteFormValues>();
  const changes = useUnsavedChanges(form);
  useErrorsFollowLanguage(form);
  const screens = Grid.useBreakpoint();
  // The table of lines needs about 1100 px; narrower screens get one block per line.
  const stacked = !screens.xl;
  // The starting values, once: later answers of the server are set after a save.
  const [initialValues] = useState(() => toFormValues(quote));
  // Submitting needs more than a draft: the rules below ask for the responder only then.
  const mode = useRef<'draft' | 'submit'>('draft');
  const [pricesError, setPricesError] = useState<Notice | null>(null);
  const [otherErrors, setOtherErrors] = useState<Message[]>([]);
  const [toSubmit, setToSubmit] = useState<{ input: QuoteResponseInput; totals: Amounts | null } | null>(null);
  const [denyOpen, setDenyOpen] = useState(false);

  const requiredToSubmit = useMemo<FormRule>(
    () => ({
      validator: async (_rule, value: unknown) => {
        if (mode.current === 'submit' && (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))) {
          throw new Error(rules.required.message);
        }
      },
    }),
    [rules],
  );
  const respondedYes = useMemo<FormRule>(
    () => ({
      validator: async (_rule, value: unknown) => {
        if (mode.current === 'submit' && value !== true) throw new Error(t('answers.respondedYesRequired'));
      },
    }),
    [t],
  );

  const noticeText = (notice: Notice) => ('key' in notice ? t(notice.key) : pickMessage(notice.message, language));

  /** The server's 422: each message next to its field, the prices' under the lines, anything else above the buttons. */
  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    const others: Message[] = [];
    let prices: Notice | null = null;
    for (const [name, message] of Object.entries(error.problem.fieldErrors)) {
      const target = serverFieldTarget(name);
      if (target.kind === 'field') fields.push({ name: target.name, errors: [pickMessage(message, language)] });
      else if (target.kind === 'prices') prices ??= { message };
      else others.push(message);
    }
    setPricesError(prices);
    setOtherErrors(others);
    if (fields.length > 0) {
      form.setFields(fields as never);
      form.scrollToField(fields[0]!.name as never, { block: 'center', focus: true });
    } else if (prices) {
      form.scrollToField(['lines', 0, 'price'] as never, { block: 'center', focus: true });
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
      if (first && nextMode === 'draft') form.scrollToField(first.name as never, { block: 'center', focus: true });
    }
    const values = form.getFieldsValue(true) as QuoteFormValues;
    if (nextMode === 'submit') {
      const live = quoteAmounts(quote, values.lines).totals;
      // SPEC §5: a price is needed (a total above zero). No total yet means a line's own field says what is wrong.
      const unpriced = live !== null && live.exVat <= 0;
      if (unpriced) setPricesError({ key: 'lines.priceRequired' });
      if (unpriced && quote.lines.length > 0) form.scrollToField(['lines', 0, 'price'] as never, { block: 'center', focus: true });
      else if (!fieldsOk) {
        const first = form.getFieldsError().find((field) => field.errors.length > 0);
        if (first) form.scrollToField(first.name as never, { block: 'center', focus: true });
      }
      if (unpriced) return null;
    }
    return fieldsOk ? values : null;
  };

  const handleSave = async () => {
    const values = await collect('draft');
    if (!values) return;
    await onSave(toResponseInput(values)).then(
      (saved) => {
        form.setFieldsValue(toFormValues(saved));
        changes.markSaved();
      },
      showServerErrors,
    );
  };

  const handleSubmitClick = async () => {
    const values = await collect('submit');
    if (values) setToSubmit({ input: toResponseInput(values), totals: quoteAmounts(quote, values.lines).totals });
  };

  const handleConfirmSubmit = () => {
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

  const yesNoOptions = [
    { value: true, label: t('answers.yes') },
    { value: false, label: t('answers.no') },
  ];
  const busy = saving || submitting || denying;

  return (
    <>
    <Form<QuoteFormValues>
      form={form}
      name="quote-response"
      layout="vertical"
      noValidate
      initialValues={initialValues}
      onValuesChange={(changed: Partial<QuoteFormValues>) => {
        changes.onValuesChange();
        if ('lines' in changed) setPricesError(null);
      }}
    >
      {changes.guard}
      <QuoteSection title={t('lines.title')} intro={t('lines.intro', { basis: t(`lines.basisLong.${quote.vat_basis}`) })}>
        <QuoteLinesEditor quote={quote} stacked={stacked} pricesError={pricesError && noticeText(pricesError)} />
      </QuoteSection>

      <QuoteSection title={t('halls.title')} intro={t('halls.intro')}>
        <QuoteHallsEditor onChange={changes.onValuesChange} />
      </QuoteSection>

      <QuoteSection title={t('answers.title')}>
        <Form.Item name="additional_information" label={t('answers.fields.additional_information')} rules={[rules.maxLength(5000)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="commission_percent"
          label={t('answers.fields.commission_percent')}
          extra={t('answers.commissionHint')}
          rules={[rules.number({ min: 0, max: 100, decimals: 2 })]}
        >
          <NumberInput suffix="%" style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="free_cancellation" label={t('answers.fields.free_cancellation')} rules={[rules.maxLength(2000)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Flex gap={16} wrap align="start">
          <Form.Item name="direct_contact" label={t('answers.fields.direct_contact')} style={{ flex: '1 1 260px' }}>
            <Radio.Group options={yesNoOptions} aria-label={t('answers.fields.direct_contact')} />
          </Form.Item>
          <Form.Item name="direct_contact_comment" label={t('answers.comment')} rules={[rules.maxLength(2000)]} style={{ flex: '2 1 260px' }}>
            <Input aria-label={`${t('answers.comment')}: ${t('answers.fields.direct_contact')}`} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap align="start">
          <Form.Item name="same_price" label={t('answers.fields.same_price')} style={{ flex: '1 1 260px' }}>
            <Radio.Group options={yesNoOptions} aria-label={t('answers.fields.same_price')} />
          </Form.Item>
          <Form.Item name="same_price_comment" label={t('answers.comment')} rules={[rules.maxLength(2000)]} style={{ flex: '2 1 260px' }}>
            <Input aria-label={`${t('answers.comment')}: ${t('answers.fields.same_price')}`} />
          </Form.Item>
        </Flex>
        <Form.Item name="responded_accordingly" label={t('answers.fields.responded_accordingly')} required rules={[respondedYes]}>
          <Radio.Group options={yesNoOptions} aria-label={t('answers.fields.responded_accordingly')} />
        </Form.Item>
      </QuoteSection>

      <QuoteSection title={t('answers.responderTitle')} intro={t('answers.requiredHint')}>
        <Flex gap={16} wrap align="start">
          <Form.Item
            name="responder_name"
            label={t('answers.fields.responder_name')}
            required
            rules={[requiredToSubmit, rules.maxLength(200)]}
            style={{ flex: '1 1 220px', minWidth: 0 }}
          >
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item
            name="responder_phone"
            label={t('answers.fields.responder_phone')}
            required
            rules={[requiredToSubmit, rules.maxLength(50)]}
            style={{ flex: '1 1 180px', minWidth: 0 }}
          >
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item
            name="responder_email"
            label={t('answers.fields.responder_email')}
            required
            rules={[requiredToSubmit, ...rules.email]}
            style={{ flex: '1 1 240px', minWidth: 0 }}
          >
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Flex>
        <Form.Item name="comments" label={t('answers.fields.comments')} rules={[rules.maxLength(5000)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </QuoteSection>

      <QuoteSection title={t('files.title')} intro={t('files.intro')}>
        <QuoteFilesEditor files={quote.files} onUpload={onUpload} onRemove={onRemoveFile} />
      </QuoteSection>

      {otherErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('errors.title')}
          description={otherErrors.map((message, index) => (
            <div key={index}>{pickMessage(message, language)}</div>
          ))}
        />
      )}

      <Flex justify="space-between" wrap gap={8}>
        <Flex gap={8} wrap>
          <Button onClick={() => void handleSave()} loading={saving} disabled={busy && !saving}>
            {t('buttons.save')}
          </Button>
          {quote.actions.submit && (
            <Button type="primary" onClick={() => void handleSubmitClick()} loading={submitting} disabled={busy && !submitting}>
              {t('buttons.submit')}
            </Button>
          )}
        </Flex>
        {quote.actions.deny && (
          <Button danger onClick={() => setDenyOpen(true)} disabled={busy}>
            {t('buttons.deny')}
          </Button>
        )}
      </Flex>
    </Form>

      <Modal
        open={toSubmit !== null}
        title={t('submit.title')}
        okText={t('submit.ok')}
        cancelText={t('submit.cancel')}
        confirmLoading={submitting}
        onOk={handleConfirmSubmit}
        onCancel={() => setToSubmit(null)}
      >
        <Typography.Paragraph>{t('submit.text')}</Typography.Paragraph>
        {toSubmit?.totals && (
          <Typography.Paragraph strong>
            {t('submit.total', { exVat: formatMoney(toSubmit.totals.exVat, language), incVat: formatMoney(toSubmit.totals.incVat, language) })}
          </Typography.Paragraph>
        )}
      </Modal>
      <DenyQuoteDialog open={denyOpen} denying={denying} onDeny={onDeny} onClose={() => setDenyOpen(false)} />
    </>
  );
}
