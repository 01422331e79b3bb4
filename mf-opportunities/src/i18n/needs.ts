import { registerTranslations } from '@portal/platform';
import en from './en/needs.json';
import sv from './sv/needs.json';

/** The needs analysis and its question set, under `needsAnalysis`: imported by the code that shows them, so they come with it (issue 9). */
registerTranslations('needsAnalysis', { sv, en });
