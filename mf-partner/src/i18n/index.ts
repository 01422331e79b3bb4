import { registerTranslations } from '@portal/platform';
import en from './en/partner.json';
import sv from './sv/partner.json';

/** The module's texts, under the `partner` namespace. Imported by `routes.ts`, before any page. */
registerTranslations('partner', { sv, en });
