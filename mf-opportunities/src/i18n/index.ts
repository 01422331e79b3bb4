import { registerTranslations } from '@portal/platform';
import en from './en/opportunities.json';
import sv from './sv/opportunities.json';

/** The module's texts, under the `opportunities` namespace. Imported by `routes.ts` and `widgets.ts`, before any page. */
registerTranslations('opportunities', { sv, en });
