import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { HttpError, tooManyRequests } from '../errors.js';
import { clientKey, countFailure, failuresBlockFor, throttleRules, waitInWords, type ThrottleRule } from '../throttle/throttle.js';
import type { LocalizedText } from '../types.js';
import { isLinkPurpose, resolveLink, type CapabilityLink, type LinkFailureReason, type LinkPurpose } from './links.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The capability link, set by the `capability` security handler on operations called by link. */
    link: CapabilityLink | null;
  }
}

/**
 * The header that carries a link's token. The page a mail opens reads the token from its own
 * URL (SPEC §2's shapes) and sends it here: never in the API's query string, where it would
 * land in access logs, proxies and Referer headers, and never in a cookie, which another site's
 * form could make the browser send (a link's POST acts).
 */
export const LINK_TOKEN_HEADER = 'x-link-token';
/** The OpenAPI extension naming the purpose an operation serves: `x-link-purpose: quote_answer`. */
export const LINK_PURPOSE_EXTENSION = 'x-link-purpose';

export const linkMessages = {
  invalid: {
    en: 'This link is not valid. Use the link in the latest e-mail from us, or ask us for a new one.',
    sw: 'Länken är inte giltig. Använd länken i det senaste e-postmeddelandet från oss, eller be oss om en ny.',
  },
  expired: {
    en: 'This link has expired. Ask us for a new one.',
    sw: 'Länken har gått ut. Be oss om en ny.',
  },
  revoked: {
    en: 'This link is no longer valid: a newer link has been sent or this one was withdrawn. Use the link in the latest e-mail from us, or ask us for a new one.',
    sw: 'Länken gäller inte längre: en nyare länk har skickats eller den här har dragits tillbaka. Använd länken i det senaste e-postmeddelandet från oss, eller be oss om en ny.',
  },
} satisfies Record<string, LocalizedText>;

/**
 * The 429 of a client whose links have failed too often lately (`throttleRules.linkFailuresIp`):
 * said so that a customer who only opened an old link knows what to do.
 */
export function tooManyLinkFailures(retryAfterSeconds: number): HttpError {
  const wait = waitInWords(retryAfterSeconds);
  return tooManyRequests(retryAfterSeconds, {
    en: `Too many links that do not work have been opened from your network. Wait ${wait.en}, then open the link in the latest e-mail from us.`,
    sw: `För många länkar som inte fungerar har öppnats från ditt nätverk. Vänta ${wait.sw} och öppna sedan länken i det senaste e-postmeddelandet från oss.`,
  });
}

/**
 * Guessing tokens of mailed links is throttled per client: before a token is looked up,
 * `assertLinkGuessesAllowed` answers 429 (Retry-After) once the client's failed lookups fill the
 * rule's window; `countLinkFailure` counts one. One statement each on the pool (no transaction,
 * no lock): call them outside any transaction.
 */
/** The failed-link rule with the configured limit (LINK_FAILURE_LIMIT_PER_IP), or the default one. */
export function linkFailureRule(config?: Pick<AppContext['config'], 'linkFailureLimitPerIp'>): ThrottleRule {
  return config ? { ...throttleRules.linkFailuresIp, limit: config.linkFailureLimitPerIp } : throttleRules.linkFailuresIp;
}

export async function assertLinkGuessesAllowed(db: Db, ip: string | null | undefined, rule: ThrottleRule = throttleRules.linkFailuresIp): Promise<void> {
  const seconds = await failuresBlockFor(db, rule, clientKey(ip));
  if (seconds !== null) throw tooManyLinkFailures(seconds);
}

export function countLinkFailure(db: Db, ip: string | null | undefined, rule: ThrottleRule = throttleRules.linkFailuresIp): Promise<void> {
  return countFailure(db, rule, clientKey(ip));
}

/**
 * The answer to a token that does not open the operation. Unknown and other-purpose tokens get
 * the same 401, so a token reveals nothing about links it does not open; an expired or revoked
 * link gets 410 Gone with `reason`, so the page can say so and offer the way to a new one.
 */
export function linkError(reason: LinkFailureReason | 'missing'): HttpError {
  switch (reason) {
    case 'expired':
      return new HttpError(410, { message: linkMessages.expired, reason });
    case 'revoked':
      return new HttpError(410, { message: linkMessages.revoked, reason });
    default:
      return new HttpError(401, { message: linkMessages.invalid, reason: 'invalid' });
  }
}

export function linkToken(request: FastifyRequest): string | undefined {
  const value = request.headers[LINK_TOKEN_HEADER];
  const token = Array.isArray(value) ? value[0] : value;
  return token?.trim() || undefined;
}

/** The purpose in the route's schema: glue copies the operation's `x-` extensions there. */
export function purposeFromRoute(request: FastifyRequest): LinkPurpose | undefined {
  const value = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[LINK_PURPOSE_EXTENSION];
  return isLinkPurpose(value) ? value : undefined;
}

/** A fault of the server (a misconfigured operation, a database outage), never the caller's 401. */
function serverFault(message: string, cause?: unknown): Error {
  // Glue answers every failure of a security handler with 401 unless it carries a status.
  return Object.assign(new Error(message, cause === undefined ? undefined : { cause }), { statusCode: 500 });
}

export interface CapabilitySecurityOptions {
  /** The purpose of the called operation; by default its `x-link-purpose`. */
  purposeOf?: (request: FastifyRequest) => LinkPurpose | undefined;
  /** Record each use in capability_link_opens (default true). */
  log?: boolean;
  /** Failed lookups per client before 429 (default `throttleRules.linkFailuresIp`). */
  throttle?: ThrottleRule;
}

/**
 * fastify-openapi-glue security handler for `capability`: resolves the X-Link-Token header for
 * the operation's purpose and puts the live link on `request.link`; otherwise throws the
 * 401/410 of `linkError`. A client whose tokens failed too often lately gets 429 before its
 * token is looked up; each token that opens nothing (malformed, unknown, other purpose, expired,
 * revoked) counts as a failure, a working one does not.
 */
export function capabilitySecurity(ctx: Pick<AppContext, 'database'> & { config?: Pick<AppContext['config'], 'linkFailureLimitPerIp'> }, options: CapabilitySecurityOptions = {}) {
  const purposeOf = options.purposeOf ?? purposeFromRoute;
  const log = options.log ?? true;
  const rule = options.throttle ?? linkFailureRule(ctx.config);
  return async function capability(request: FastifyRequest): Promise<void> {
    const purpose = purposeOf(request);
    if (!purpose) throw serverFault(`operation ${request.routeOptions.url} takes a capability link but names no valid ${LINK_PURPOSE_EXTENSION}`);
    const token = linkToken(request);
    if (!token) throw linkError('missing');
    let resolved;
    try {
      await assertLinkGuessesAllowed(ctx.database.db, request.ip, rule);
      resolved = await resolveLink(ctx.database.db, token, {
        purpose,
        log,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      if (!resolved.ok) await countLinkFailure(ctx.database.db, request.ip, rule);
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw serverFault('The link could not be checked', error);
    }
    if (!resolved.ok) throw linkError(resolved.reason);
    request.link = resolved.link;
  };
}

/** The link of an operation called by link; the capability handler guarantees it is set. */
export function linkOf(request: FastifyRequest): CapabilityLink {
  if (!request.link) throw linkError('missing');
  return request.link;
}

/**
 * Glue wraps what a security handler throws in its own SecurityError (status kept, body lost),
 * with the original errors in `errors`. This finds the HttpError behind it, so the error handler
 * can answer with its body (the bilingual link messages); for the bearer handler that is the
 * same 401 `Unauthenticated` as today.
 */
export function httpErrorBehindSecurity(error: unknown): HttpError | undefined {
  const causes = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(causes)) return undefined;
  const status = (error as { statusCode?: unknown }).statusCode;
  const httpErrors = causes.filter((cause): cause is HttpError => cause instanceof HttpError);
  return httpErrors.find((cause) => cause.statusCode === status) ?? undefined;
}

/**
 * The `x-link-purpose` of every operation in the document, checked: each must be a known
 * purpose on an operation whose security is the capability scheme. For the start of the server,
 * so a typo fails the start instead of a request.
 */
export function linkPurposesOf(document: { paths: Record<string, Record<string, unknown>> }, scheme = 'capability'): Map<string, LinkPurpose> {
  const purposes = new Map<string, LinkPurpose>();
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as { operationId?: string; security?: Record<string, unknown>[]; [LINK_PURPOSE_EXTENSION]?: unknown } | null;
      if (!operation || typeof operation !== 'object') continue;
      const purpose = operation[LINK_PURPOSE_EXTENSION];
      const usesScheme = Array.isArray(operation.security) && operation.security.some((requirement) => scheme in (requirement ?? {}));
      const where = `${method.toUpperCase()} ${path}`;
      if (purpose === undefined) {
        if (usesScheme) problems.push(`${where} uses ${scheme} security but has no ${LINK_PURPOSE_EXTENSION}`);
        continue;
      }
      if (!isLinkPurpose(purpose)) problems.push(`${where}: unknown ${LINK_PURPOSE_EXTENSION} ${JSON.stringify(purpose)}`);
      else if (!usesScheme) problems.push(`${where} has ${LINK_PURPOSE_EXTENSION} but not ${scheme} security`);
      else if (operation.operationId) purposes.set(operation.operationId, purpose);
    }
  }
  if (problems.length > 0) throw new Error(`openapi: ${problems.join('; ')}`);
  return purposes;
}
