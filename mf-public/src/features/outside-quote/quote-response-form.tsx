import { PreliminaryAnswerCard, QuoteResponseForm } from '@portal/ui';

/**
 * The venue's answer form (@portal/ui's QuoteResponseForm) and its preliminary booking card: their
 * own chunk, fetched once the quote has arrived (issue 9).
 */
export { PreliminaryAnswerCard, QuoteResponseForm };
