import { lazy, Suspense } from 'react';

export interface RecordNotFoundProps {
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}

/** antd's Result with its 404 picture (8 KiB): fetched when a record is not found, not with every edit page (issue 9). */
const RecordNotFoundResult = lazy(async () => ({ default: (await import('./record-not-found-result')).RecordNotFoundResult }));

/** An edit page whose record does not exist: says so plainly and leads back to the list. */
export function RecordNotFound(props: RecordNotFoundProps) {
  return (
    <Suspense fallback={null}>
      <RecordNotFoundResult {...props} />
    </Suspense>
  );
}
