/**
 * A loader that fetches once: called early to start a chunk in parallel with others (a page and
 * its layout), and again by `lazy`, which then gets the same promise. A failure is not kept.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
