/**
 * Code fetched once, when first wanted (issue 9: the deferred pickers and select, a cut text's
 * tooltip): later calls share the same answer, a failed fetch may be tried again at the next call,
 * and whoever waits for it is told when it has arrived.
 */
export function fetchOnce<T>(fetch: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const waiting = new Set<(value: T) => void>();
  return {
    load(): Promise<T> {
      pending ??= fetch().then(
        (arrived) => {
          value = arrived;
          for (const notify of waiting) notify(arrived);
          return arrived;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    /** What has arrived so far. */
    current: (): T | undefined => value,
    /** Calls `arrived` when the code comes; returns what stops waiting. */
    onArrival(arrived: (value: T) => void): () => void {
      waiting.add(arrived);
      return () => {
        waiting.delete(arrived);
      };
    },
  };
}
