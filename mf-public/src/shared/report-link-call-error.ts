import { ApiError } from '@portal/api-client';
import { handleProblem } from '@portal/platform';
import { linkRefusal } from './link-refusal';

/**
 * A failed call made through a customer's link (sent quiet) shown the portal's one way (SPEC §8:
 * a toast with the server's message), unless the link itself was refused: the page explains that
 * in place of itself, and a toast beside it would only say it twice.
 */
export function reportLinkCallError(error: unknown, call: { path: string; method: string }): void {
  if (!(error instanceof ApiError) || linkRefusal([error])) return;
  handleProblem(error.problem, { ...call, authenticated: false, quiet: false });
}
