import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden, unauthenticated } from '../errors.js';
import type { OperationPolicy } from './openapi.js';
import { authenticate, type Caller } from '../auth/caller.js';
import { capabilitySecurity } from '../links/security.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the bearer security handler on operations that need a token. */
    auth: Caller | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * fastify-openapi-glue's securityHandlers: `bearer` resolves the token to the caller;
 * `capability` resolves a link's token for the operation's x-link-purpose (core/links).
 */
export function securityHandlers(ctx: AppContext) {
  return {
    capability: capabilitySecurity(ctx),
    async bearer(request: FastifyRequest): Promise<void> {
      let auth: Caller | null;
      try {
        auth = await authenticate(ctx.database, bearerToken(request));
      } catch (error) {
        // Glue answers every failure of a security handler with 401 unless it carries a
        // status; a database outage must not look like an expired session to the client.
        throw Object.assign(new Error('The token could not be checked', { cause: error }), { statusCode: 500 });
      }
      if (!auth) throw unauthenticated();
      request.auth = auth;
    },
  };
}

/** The caller of an operation that needs a token; the access hooks guarantee it is set. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

// Route-level preHandler and preValidation hooks take the same arguments.
function asList(value: unknown): preValidationHookHandler[] {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as preValidationHookHandler[];
}

/**
 * Applies each operation's policy to its route as the route is created: the bearer check
 * that glue puts in preHandler moves to preValidation (401 before any 422) and is followed
 * by the x-roles check (403). A route whose operation has no policy fails the start, so no
 * operation is left unchecked.
 */
export function setupAccessControl(app: FastifyInstance, policies: ReadonlyMap<string, OperationPolicy>): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('link', null);
  app.addHook('onRoute', (route) => {
    const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
    if (operationId === undefined) return;
    const policy = policies.get(operationId);
    if (!policy) throw new Error(`No access policy for operation ${operationId}`);
    if (policy.public) return;

    if (policy.link) {
      // A link operation: the capability handler is the whole check (no user, no roles).
      route.preValidation = [...asList(route.preValidation), ...asList(route.preHandler)];
      route.preHandler = undefined;
      return;
    }
    const authorize: preValidationHookHandler = async (request) => {
      const auth = callerOf(request);
      if (!policy.roles.includes(auth.role)) throw forbidden();
    };
    const authenticateHooks = asList(route.preHandler);
    if (authenticateHooks.length === 0) {
      throw new Error(`Operation ${operationId} needs a token but has no security handler`);
    }
    route.preValidation = [...asList(route.preValidation), ...authenticateHooks, authorize];
    route.preHandler = undefined;
  });
}
