import { formatDateTime } from '@portal/ui';

// One date format per language on every page (docs/wording.md): @portal/ui's, re-exported here.
export { formatDateTime };
