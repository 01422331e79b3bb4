import { registerTranslations } from '@portal/platform';
import en from './en/items.json';
import sv from './sv/items.json';

/** An opportunity's meals, conference rooms and other products, under `opportunityItems`: imported by the code that shows them, so they come with it (issue 9). */
registerTranslations('opportunityItems', { sv, en });
