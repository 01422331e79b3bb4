import { registerTranslations } from '@portal/platform';
import en from './en/holds.json';
import sv from './sv/holds.json';

/** The admin dashboard's holds nearing their end (issue 27 §2), under `endingHolds`: imported by the widget, so they come with it. */
registerTranslations('endingHolds', { sv, en });
