// Test helpers of @portal/venue-answers (`@portal/venue-answers/testing`): vitest and stories only, never application code.
export { aQuote, aQuoteFile, aQuoteLine, demoQuoteLines } from './quote-response/testing/a-quote';
export { aPreliminaryBooking } from './preliminary-booking/testing/a-preliminary-booking';
