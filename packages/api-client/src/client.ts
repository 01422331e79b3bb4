import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { OpenapiQueryClient } from 'openapi-react-query';
import type { paths } from './schema.gen';
import { ApiError, describeProblem, networkProblem, type ApiProblem } from './problem';

/** A request carrying this header never raises a toast; the caller shows the outcome itself. */
export const QUIET_HEADER = 'x-portal-quiet';

export interface ProblemContext {
  /** The OpenAPI path, e.g. `/leads`. */
  path: string;
  method: string;
  /** Whether the request carried a session token. */
  authenticated: boolean;
  quiet: boolean;
}

export interface ApiClientOptions {
  baseUrl?: string;
  /** Returns the stored session token, or null. */
  getToken: () => string | null;
  /** Counts calls for the header's progress percentage. */
  onCallStarted?: () => void;
  onCallSettled?: () => void;
  /** Every failed call passes here once: the portal maps it to toasts and session handling. */
  onProblem?: (problem: ApiProblem, context: ProblemContext) => void;
  fetch?: typeof fetch;
}

export type ApiClient = Client<paths>;
export type ApiQueryClient = OpenapiQueryClient<paths>;

/**
 * The portal's one API client: auth header, in-flight counter and the SPEC §8 error catalogue.
 * Its TanStack Query hooks come from `@portal/api-client/queries` (`createQueryHooks(api)`), so a
 * page that makes plain calls (the login page) does not load TanStack Query (issue 9).
 */
export function createApiClient(options: ApiClientOptions): { api: ApiClient } {
  const api = createFetchClient<paths>({
    baseUrl: options.baseUrl ?? '/api',
    // Looked up at call time, so a fetch installed later (tests, instrumentation) is used.
    fetch: options.fetch ?? ((request: Request) => globalThis.fetch(request)),
  });

  const quietRequests = new Set<string>();
  const settle = () => options.onCallSettled?.();

  const middleware: Middleware = {
    onRequest({ request, id }) {
      options.onCallStarted?.();
      if (request.headers.has(QUIET_HEADER)) {
        quietRequests.add(id);
        request.headers.delete(QUIET_HEADER);
      }
      const token = options.getToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response, schemaPath, id }) {
      settle();
      const quiet = quietRequests.delete(id);
      if (response.ok) return response;
      let body: unknown;
      try {
        body = await response.clone().json();
      } catch {
        body = undefined;
      }
      const problem = describeProblem(response.status, response.statusText, body, response.headers.get('Retry-After'));
      options.onProblem?.(problem, {
        path: schemaPath,
        method: request.method,
        // A 401 from /login is about the credentials typed, never about a stored session.
        authenticated: schemaPath !== '/login' && (request.headers.has('Authorization') || schemaPath === '/get-user'),
        quiet,
      });
      return response;
    },
    onError({ request, error, schemaPath, id }) {
      settle();
      const quiet = quietRequests.delete(id);
      // A cancelled call (the page went away, a query was cancelled, React re-mounted in
      // development) is not a failure to show: the original AbortError goes back to the caller.
      if (request.signal.aborted || (error instanceof Error && error.name === 'AbortError')) return undefined;
      const problem = networkProblem();
      options.onProblem?.(problem, { path: schemaPath, method: request.method, authenticated: false, quiet });
      return new ApiError(problem);
    },
  };
  api.use(middleware);
  return { api };
}

/** The same client for query hooks, which throw: they get the classified problem rather than the raw body. */
export function throwingClient(api: ApiClient): ApiClient {
  return new Proxy(api, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== 'function' || !['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(String(key))) return value;
      return async (...args: unknown[]) => {
        const result = await (value as (...a: unknown[]) => Promise<{ error?: unknown; response: Response }>).apply(target, args);
        if (result.error !== undefined) {
          const { response } = result;
          throw new ApiError(describeProblem(response.status, response.statusText, result.error, response.headers.get('Retry-After')));
        }
        return result;
      };
    },
  });
}

/** Serialises a flat object as `application/x-www-form-urlencoded`, for the SPEC's form calls. */
export function formBody(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  return params;
}

/** Returns the classified problem of a failed imperative call (`const { error, response } = await api.POST(...)`). */
export function problemOf(error: unknown, response: Response): ApiProblem {
  if (error instanceof ApiError) return error.problem;
  return describeProblem(response.status, response.statusText, error, response.headers.get('Retry-After'));
}
