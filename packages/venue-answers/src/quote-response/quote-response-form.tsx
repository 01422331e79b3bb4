import { Form, Grid } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DenyQuoteDialog } from './deny-quote-dialog';
import { QUOTE_RESPONSE_NS } from './i18n';
import { QuoteAnswersSection, QuoteResponderSection } from './quote-answer-fields';
import { QuoteAnswerView } from './quote-answer-view';
import { QuoteEditorActions, SubmitQuoteDialog } from './quote-editor-actions';
import { QuoteFilesEditor } from './quote-files';
import { EMPTY_HALL, MAX_HALLS, type Quote, type QuoteFile, type QuoteFileKind, type QuoteFormValues, type QuoteResponseInput } from './quote-form-values';
import { HallsEditor, SEATINGS } from '../halls-editor';
import { QuoteLinesEditor } from './quote-lines';
import { QuoteNotice } from './quote-notice';
import { QuoteRequestSummary } from './quote-request-summary';
import { QuoteSection } from './quote-section';
import { useQuoteEditor } from './use-quote-editor';

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

/** The answer being written: the lines, halls, answers, responder and files, then the buttons. */
function QuoteEditor({ quote, onSave, onSubmit, onDeny, onUpload, onRemoveFile, saving = false, submitting = false, denying = false }: QuoteResponseFormProps) {
  const { t } = useTranslation(QUOTE_RESPONSE_NS);
  const editor = useQuoteEditor({ quote, onSave, onSubmit });
  const { form, changes } = editor;
  const screens = Grid.useBreakpoint();
  // The table of lines needs about 1100 px; narrower screens get one block per line.
  const stacked = !screens.xl;
  const [denyOpen, setDenyOpen] = useState(false);

  return (
    <>
      <Form<QuoteFormValues>
        form={form}
        name="quote-response"
        layout="vertical"
        noValidate
        initialValues={editor.initialValues}
        onValuesChange={(changed: Partial<QuoteFormValues>) => {
          changes.onValuesChange();
          if ('lines' in changed) editor.clearPricesError();
        }}
      >
        {changes.guard}
        <QuoteSection title={t('lines.title')} intro={t('lines.intro', { basis: t(`lines.basisLong.${quote.vat_basis}`) })}>
          <QuoteLinesEditor quote={quote} stacked={stacked} pricesError={editor.pricesErrorText} />
        </QuoteSection>
        <QuoteSection title={t('halls.title')} intro={t('halls.intro')}>
          <HallsEditor texts={{ ns: QUOTE_RESPONSE_NS }} max={MAX_HALLS} seatings={SEATINGS} emptyHall={EMPTY_HALL} onChange={changes.onValuesChange} />
        </QuoteSection>
        <QuoteAnswersSection respondedYes={editor.rules.respondedYes} hasAgreement={!quote.is_outside_partner && quote.commission_bp !== null} />
        <QuoteResponderSection requiredToSubmit={editor.rules.requiredToSubmit} />
        <QuoteSection title={t('files.title')} intro={t('files.intro')}>
          <QuoteFilesEditor files={quote.files} onUpload={onUpload} onRemove={onRemoveFile} />
        </QuoteSection>
        <QuoteEditorActions
          otherErrors={editor.otherErrors}
          canSubmit={quote.actions.submit}
          canDeny={quote.actions.deny}
          saving={saving}
          submitting={submitting}
          denying={denying}
          onSave={() => void editor.save()}
          onSubmit={() => void editor.askToSubmit()}
          onDeny={() => setDenyOpen(true)}
        />
      </Form>
      <SubmitQuoteDialog toSubmit={editor.toSubmit} submitting={submitting} onConfirm={editor.confirmSubmit} onCancel={editor.cancelSubmit} />
      <DenyQuoteDialog open={denyOpen} denying={denying} onDeny={onDeny} onClose={() => setDenyOpen(false)} />
    </>
  );
}
