import { LinkThrottled } from '../../shared/link-throttled';
import { LinkUnavailable } from '../../shared/link-unavailable';

/** What the page shows for a link that does not open or is throttled (antd's Result today): its own chunk, not part of a good link's first load (issue 9). */
export { LinkThrottled, LinkUnavailable };
