import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OpenApiDocument } from './openapi.js';

/**
 * Every answer of the API is `Cache-Control: no-store`: what it says depends on who asks (a bearer
 * token, a link's token in X-Link-Token) at a URL that is the same for everyone, so neither the
 * browser nor a shared cache may keep it. Without it Chromium keeps a 410 (a revoked link) as
 * fresh for good, and the next link's page, reading the same URL, got it too (issue 22).
 *
 * An operation may say otherwise only in the contract, with `x-cache-control` — and only one
 * without a credential (`security: []`) whose answer depends on nobody, such as a file by its
 * unguessable, never reused key. That policy covers its successes only: its errors are no-store.
 */
export const CACHE_CONTROL_EXTENSION = 'x-cache-control';
export const NO_STORE = 'no-store';

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The operation's own policy, from its route's schema (glue copies the `x-` extensions there). */
function declaredPolicy(request: FastifyRequest): string | undefined {
  const value = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[CACHE_CONTROL_EXTENSION];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The `x-cache-control` of every operation in the document, checked at start: a GET, callable
 * without a credential, with a policy that is not a bare `private` store of someone's answer.
 */
export function cachePoliciesOf(document: OpenApiDocument): Map<string, string> {
  const policies = new Map<string, string>();
  const problems: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, value] of Object.entries(item)) {
      const operation = value as { operationId?: string; security?: unknown; [CACHE_CONTROL_EXTENSION]?: unknown } | null;
      if (!operation || typeof operation !== 'object' || operation[CACHE_CONTROL_EXTENSION] === undefined) continue;
      const policy = operation[CACHE_CONTROL_EXTENSION];
      const where = `${method.toUpperCase()} ${path}`;
      const open = Array.isArray(operation.security) && operation.security.length === 0;
      if (method !== 'get') problems.push(`${where}: ${CACHE_CONTROL_EXTENSION} on a ${method.toUpperCase()}`);
      else if (!open) problems.push(`${where}: ${CACHE_CONTROL_EXTENSION} on an operation that takes a credential (its answer depends on who asks)`);
      else if (typeof policy !== 'string' || !/^public\b/.test(policy)) problems.push(`${where}: ${CACHE_CONTROL_EXTENSION} must be a public policy, got ${JSON.stringify(policy)}`);
      else if (operation.operationId) policies.set(operation.operationId, policy);
    }
  }
  if (problems.length > 0) throw new Error(`openapi: ${problems.join('; ')}`);
  return policies;
}

/**
 * The one place that sets Cache-Control on API answers: on every answer under /api/ — successes,
 * the error handler's 4xx and 5xx, the access checks' 401 and 403, the 404 of an unknown path —
 * `no-store`, whatever a handler set, unless the operation declares `x-cache-control` and the
 * answer is a success. Pages and bundles keep their own headers (static.ts).
 */
export function setupApiCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApiUrl(request.url)) return payload;
    const declared = reply.statusCode < 300 ? declaredPolicy(request) : undefined;
    reply.header('cache-control', declared ?? NO_STORE);
    return payload;
  });
}

type FrameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Fastify's `frameworkErrors` (an undecodable URL, a path parameter too long) answer before any
 * route and any hook, so the onSend hook above never sees them: they say no-store themselves.
 */
export function noStore(handler: FrameworkErrorHandler): FrameworkErrorHandler {
  return (error, request, reply) => {
    reply.header('cache-control', NO_STORE);
    handler(error, request, reply);
  };
}
