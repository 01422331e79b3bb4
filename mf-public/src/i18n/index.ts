import { registerTranslations } from '@portal/platform';
import en from './en/public.json';
import sv from './sv/public.json';

/** The module's texts, under the `public` namespace. Imported by `routes.ts`, before any page. */
registerTranslations('public', { sv, en });
