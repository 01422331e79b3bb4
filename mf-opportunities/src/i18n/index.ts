import { registerTranslations } from '@portal/platform';
import en from './en/opportunities.json';
import sv from './sv/opportunities.json';
import boardEn from './en/board.json';
import boardSv from './sv/board.json';

/** The module's texts, under the `opportunities` namespace. Imported by `routes.ts` and `widgets.ts`, before any page. */
registerTranslations('opportunities', { sv, en });
/** The opportunity board, the list/board switch and the idle mark, under `opportunityBoard`. */
registerTranslations('opportunityBoard', { sv: boardSv, en: boardEn });
// The texts of the edit page's cards and the dashboard's widgets come with their code (i18n/items.ts,
// i18n/dashboard.ts, i18n/needs.ts), not with every page of the module (issue 9: the list's first visit).
