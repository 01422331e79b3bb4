import { QuoteResponseForm } from '@portal/ui';

/** The venue's answer form (@portal/ui's QuoteResponseForm): its own chunk, fetched once the quote has arrived (issue 9). */
export { QuoteResponseForm };
