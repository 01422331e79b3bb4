// The quote response form (SPEC §3 "Quote response"), shared by the partner's /p-editquote page
// and the outside venue's /email-editquote link page. `@portal/ui` is shared per file (issue 9,
// packages/platform/mf/shared-parts.mjs): a page that does not import the form never loads it.
export { QuoteResponseForm, type QuoteResponseFormProps } from './quote-response-form';
export type { Quote, QuoteFile, QuoteFileKind, QuoteResponseInput } from './quote-form-values';
