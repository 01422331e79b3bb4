import { Result } from '@portal/ui';
import { LinkThrottled } from '../../shared/link-throttled';
import { LinkUnavailable } from '../../shared/link-unavailable';

/** What the page shows when there is no presentation to show (antd's Result): its own chunk, not part of a good link's first load (issue 9). */
export { LinkThrottled, LinkUnavailable, Result };
