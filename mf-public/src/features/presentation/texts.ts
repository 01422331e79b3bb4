import { registerTranslations } from '@portal/platform';
import en from '../../i18n/en/presentation.json';
import sv from '../../i18n/sv/presentation.json';

/**
 * The presentation's texts, under their own namespace: registered with the page's chunk, so the
 * module's entry (and the other public pages) do not carry them.
 */
export const PRESENTATION_NS = 'presentation';
registerTranslations(PRESENTATION_NS, { sv, en });
