import { registerTranslations } from '@portal/platform';
import en from './en.json';
import sv from './sv.json';

/** The quote response form's texts, under the `quoteResponse` namespace; imported by the form. */
export const QUOTE_RESPONSE_NS = 'quoteResponse';
registerTranslations(QUOTE_RESPONSE_NS, { sv, en });
