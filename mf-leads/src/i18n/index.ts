import { registerTranslations } from '@portal/platform';
import en from './en/leads.json';
import sv from './sv/leads.json';

/** The module's texts, under the `leads` namespace. Imported by `routes.ts` and `widgets.ts`, before any page. */
registerTranslations('leads', { sv, en });
