import { PreliminaryAnswerCard, QuoteResponseForm } from '@portal/venue-answers';

/**
 * The venue's answer form (@portal/venue-answers' QuoteResponseForm) and its preliminary booking card: their
 * own chunk, fetched once the quote has arrived (issue 9).
 */
export { PreliminaryAnswerCard, QuoteResponseForm };
