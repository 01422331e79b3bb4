// A module's network boundary in tests, after `test-setup` (jest-dom, matchMedia, cleanup).
//
// The network boundary: `fetch` is a mock that fails every call until a test answers it through
// `mockApi` (`@portal/platform/testing`), so a call nobody expected fails the test.
import { afterEach, vi } from 'vitest';

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
