import { LinkThrottled } from './link-throttled';
import { LinkUnavailable } from './link-unavailable';

/** What the page shows for a link that does not open or is throttled (the shared link pages): its own chunk, not part of a good link's first load (issue 25). */
export { LinkThrottled, LinkUnavailable };
