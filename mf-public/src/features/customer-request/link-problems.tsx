import { LinkThrottled } from '../../shared/link-throttled';
import { LinkUnavailable } from '../../shared/link-unavailable';

/** What the page shows for a link that does not open or is throttled (the shared link pages): its own chunk, not part of a good link's first load (issue 25). */
export { LinkThrottled, LinkUnavailable };
