import { QUIET_HEADER } from '@portal/api-client';

/**
 * The request options of every call made through a customer's link (the presentation, the
 * preliminary booking): the link's token in the X-Link-Token header (never in the query string,
 * which lands in access logs and Referer headers) and no session token. A link is its own
 * credential: a signed-in admin who opens it must not send the session along, and the link's 401
 * (an unknown link) is then not taken for a lost session.
 */
export function linkRequest(token: string) {
  return { headers: { 'X-Link-Token': token }, middleware: [withoutSession] };
}

/** The same, quiet: for the page's own query, whose failures the page explains itself (no toast). */
export function quietLinkRequest(token: string) {
  const request = linkRequest(token);
  return { ...request, headers: { ...request.headers, [QUIET_HEADER]: '1' } };
}

/** Runs after the portal's middleware has added the session's bearer header, and takes it off again. */
const withoutSession = {
  onRequest({ request }: { request: Request }) {
    request.headers.delete('Authorization');
    return request;
  },
};
