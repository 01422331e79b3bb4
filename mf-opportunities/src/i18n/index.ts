import { registerTranslations } from '@portal/platform';
import en from './en/opportunities.json';
import sv from './sv/opportunities.json';
import boardEn from './en/board.json';
import boardSv from './sv/board.json';
import dashboardEn from './en/dashboard.json';
import dashboardSv from './sv/dashboard.json';
import itemsEn from './en/items.json';
import itemsSv from './sv/items.json';
import needsEn from './en/needs.json';
import needsSv from './sv/needs.json';

/** The module's texts, under the `opportunities` namespace. Imported by `routes.ts` and `widgets.ts`, before any page. */
registerTranslations('opportunities', { sv, en });
/** The opportunity board, the list/board switch and the idle mark, under `opportunityBoard`. */
registerTranslations('opportunityBoard', { sv: boardSv, en: boardEn });
/** An opportunity's meals, conference rooms and other products, under `opportunityItems`. */
registerTranslations('opportunityItems', { sv: itemsSv, en: itemsEn });
/** The admin dashboard's opportunity figures and weekly chart, under `opportunityDashboard`. */
registerTranslations('opportunityDashboard', { sv: dashboardSv, en: dashboardEn });
/** The needs analysis and its question set, under `needsAnalysis`. */
registerTranslations('needsAnalysis', { sv: needsSv, en: needsEn });
