import { vi } from 'vitest';

/** A request the page sent, as the server would have received it. */
export interface RecordedRequest {
  method: string;
  /** Path below `/api`, e.g. `/leads`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export type Answer = (request: RecordedRequest) => Response | Promise<Response>;

/** A JSON response, as the API sends it. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A JSON body as its value, a form body (login, get-user) as an object of its fields. */
function parseBody(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (contentType?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text);
}

/**
 * Answers the page's API calls at the network boundary (`fetch`), by `"METHOD /path"` without the
 * `/api` prefix (`'GET /lead/7'`). Returns every request the page made, in order. A call without
 * an answer fails like a network error would, so a forgotten call shows in the test.
 */
export function mockApi(answers: Record<string, Answer>): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.mocked(globalThis.fetch).mockImplementation(async (input) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    const text = await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: parseBody(text, request.headers.get('Content-Type')),
      headers: request.headers,
    };
    requests.push(recorded);
    const answer = answers[`${recorded.method} ${recorded.path}`];
    if (!answer) throw new TypeError(`No test answer for ${recorded.method} ${recorded.path}`);
    return answer(recorded);
  });
  return requests;
}
