// The module's test setup, after the platform's (jest-dom, matchMedia, cleanup).
//
// The network boundary: `fetch` is a mock that fails every call until a test answers it through
// `mockApi` (src/testing). It is installed here, before any test file is imported, because the
// platform's API client (openapi-fetch) keeps the `Request` class it finds when it is created.
import { afterEach, vi } from 'vitest';

const NodeRequest = globalThis.Request;

/** Node's Request rejects relative URLs; a browser resolves `/api/leads` against the page. */
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRequest as typeof Request;

async function unexpectedRequest(input: RequestInfo | URL): Promise<Response> {
  const request = input instanceof Request ? input : new Request(input);
  throw new Error(`No test answer for ${request.method} ${new URL(request.url).pathname}`);
}

globalThis.fetch = vi.fn(unexpectedRequest);

afterEach(async () => {
  // Back to the unanswering network and an empty query cache: each test starts from nothing.
  vi.mocked(globalThis.fetch).mockReset();
  const { queryClient } = await import('@portal/platform');
  queryClient.clear();
});
