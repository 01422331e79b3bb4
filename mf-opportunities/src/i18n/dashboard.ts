import { registerTranslations } from '@portal/platform';
import en from './en/dashboard.json';
import sv from './sv/dashboard.json';

/** The admin dashboard's opportunity figures and weekly chart, under `opportunityDashboard`: imported by the code that shows them, so they come with it (issue 9). */
registerTranslations('opportunityDashboard', { sv, en });
