import { ApiError } from '@portal/api-client';

/** The statuses of a link that does not open: unknown (401) or no longer valid (410: expired, revoked). */
const LINK_STATUSES = [401, 410];

/**
 * The first of the page's call errors that says the link itself does not work: the page then
 * explains the link instead of showing itself, also when it happens on a later call (book, PDF).
 */
export function linkRefusal(errors: unknown[]): ApiError | undefined {
  return errors.find((error): error is ApiError => error instanceof ApiError && LINK_STATUSES.includes(error.problem.status));
}

/**
 * The 429 of a link page's call: this network has opened too many links that do not work lately,
 * so the API does not look the token up for a while (Retry-After). Not a refusal of the link.
 */
export function linkThrottling(error: unknown): ApiError | undefined {
  return error instanceof ApiError && error.problem.status === 429 ? error : undefined;
}
