/**
 * The thanks shown once the request is stored, fetched once: the form asks for it when it sends
 * (so it is there when the answer comes), the page when it shows it.
 */
let thanks: Promise<typeof import('./request-thanks')> | undefined;

export function loadRequestThanks(): Promise<typeof import('./request-thanks')> {
  thanks ??= import('./request-thanks').catch((error: unknown) => {
    // A failed fetch is tried again when the thanks are shown.
    thanks = undefined;
    throw error;
  });
  return thanks;
}
