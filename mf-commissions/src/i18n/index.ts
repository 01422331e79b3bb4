import { registerTranslations } from '@portal/platform';
import en from './en/commissions.json';
import sv from './sv/commissions.json';

/** The module's texts, under the `commissions` namespace. Imported by `routes.ts` and `widgets.ts`, before any page. */
registerTranslations('commissions', { sv, en });
