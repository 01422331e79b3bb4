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
