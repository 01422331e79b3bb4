import { registerTranslations } from '@portal/platform';
import en from './en.json';
import sv from './sv.json';

/** The plain parts' own few words (show/hide password, loading), under the `plain` namespace. */
export const PLAIN_NS = 'plain';
registerTranslations(PLAIN_NS, { sv, en });
