import { RemoteErrorFallback } from '@portal/ui';

/** What a failed module's area shows (antd's Result): its own chunk, fetched only on a failure (issue 9). */
export { RemoteErrorFallback };
