// @portal/venue-answers: what a venue answers in the booking pipeline, shown by more than one module
// (README.md). Shared per file like @portal/ui (packages/platform/mf/shared-parts.mjs): a page that
// does not import the quote response form never loads it.
export {
  QuoteResponseForm,
  type QuoteResponseFormProps,
} from './quote-response/quote-response-form';
export { type Quote, type QuoteFile, type QuoteFileKind, type QuoteResponseInput } from './quote-response/quote-form-values';
export { HallsEditor, type HallsEditorProps } from './halls-editor';
export {
  PreliminaryAnswerCard,
  type PreliminaryAnswerCardProps,
  type PreliminaryBooking,
  type PreliminaryHoldInput,
} from './preliminary-booking/preliminary-answer-card';
export { useDeclineReasonText, type HoldDeclineReason } from './preliminary-booking/decline-reason';
export { HOLD_DECLINE_REASONS } from './preliminary-booking/decline-hold-dialog';
export { PreliminaryStatusTag, type PreliminaryStatusTagProps } from './preliminary-booking/preliminary-status-tag';
export { PRELIMINARY_STATUS_COLORS, type PreliminaryBookingStatus } from './preliminary-booking/preliminary-status-colors';
export {
  QuoteStatusTag,
  CommissionStatusTag,
  QUOTE_STATUS_COLORS,
  COMMISSION_STATUS_COLORS,
  type QuoteStatusTagProps,
  type CommissionStatusTagProps,
  type QuoteStatus,
  type CommissionStatus,
} from './status/status-tags';
