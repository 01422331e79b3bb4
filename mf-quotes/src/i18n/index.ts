import { registerTranslations } from '@portal/platform';
import en from './en/quotes.json';
import sv from './sv/quotes.json';

/** The module's texts, under the `quotes` namespace. Imported by `routes.ts`, before any page. */
registerTranslations('quotes', { sv, en });
