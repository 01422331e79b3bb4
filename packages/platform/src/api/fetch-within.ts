/**
 * Fetches within a deadline (issue 24): a server that never answers costs at most `deadlineMs`,
 * not the browser's minutes. A network error is tried again while the deadline allows; an answer,
 * even a 404, is the answer; a 5xx is tried again too. Used for the module pointers, each module's
 * declaration and (in the federation runtime's fetch hook) its manifest.
 */
export const FETCH_DEADLINE_MS = 5_000;

export async function fetchWithin(url: string, init: RequestInit = {}, deadlineMs = FETCH_DEADLINE_MS): Promise<Response> {
  const deadline = Date.now() + deadlineMs;
  let failure: unknown = new Error(`${url} did not answer within ${deadlineMs} ms`);
  for (let attempt = 0; attempt < 3 && Date.now() < deadline; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())) });
      if (response.status < 500) return response;
      failure = new Error(`${url} answered ${response.status}`);
    } catch (error) {
      failure = error;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) break;
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(400, Math.max(0, deadline - Date.now()))));
  }
  throw failure;
}

