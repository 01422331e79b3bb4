import type pg from 'pg';

// "The database cannot be reached right now", told apart from every other failure: the error
// handler answers such a request 503 with Retry-After instead of 500, and the process logs it at
// warn (the database is restarting or down, not a fault of this code), and keeps running.

/**
 * SQLSTATEs of a database that is not serving: class 08 (connection exception), 57P01
 * admin_shutdown ("terminating connection due to administrator command": a fast shutdown),
 * 57P02 crash_shutdown (another server process crashed), 57P03 cannot_connect_now (starting up,
 * shutting down, in recovery), 53300 too_many_connections.
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Socket errors of a connection to the database (node's net and dns). */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * node-postgres's own texts (pg/lib/client.js, pg-pool/index.js) for a connection that is gone
 * or could not be made; prefixes, since pg-boss appends "(Queue: …, Worker: …)".
 */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated', // also "… unexpectedly" and "… due to connection timeout"
  'timeout exceeded when trying to connect', // the pool's connectionTimeoutMillis
  'timeout expired', // the client's own connect timeout
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * What says the database is unreachable in this error or in what it wraps (drizzle's "Failed
 * query" `cause`, the `errors` of an AggregateError or of fastify-openapi-glue's SecurityError):
 * the SQLSTATE, socket code or node-postgres message, for the log; undefined for any other error.
 * Accepts plain objects too: pg-boss reports worker errors as `{ ...error, message }`.
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  const visit = (current: unknown, depth: number): string | undefined => {
    if (current === null || typeof current !== 'object' || depth > 6 || seen.has(current)) return undefined;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || UNAVAILABLE_CODES.has(code))) return code;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return message;
    const wrapped = visit(cause, depth + 1);
    if (wrapped !== undefined || !Array.isArray(errors)) return wrapped;
    for (const inner of errors) {
      const reason = visit(inner, depth + 1);
      if (reason !== undefined) return reason;
    }
    return undefined;
  };
  return visit(error, 0);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseUnavailableReason(error) !== undefined;
}

/** Seconds a client is asked to wait (Retry-After) before trying again: about how long a restart takes. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * node-postgres emits a lost connection's error on its client, and the pool listens only while
 * the client is idle: one that is checked out (a transaction between two statements,
 * `pool.connect()`) would throw it as an uncaught exception and end the process when the database
 * goes away. This listens on every client the pool opens. Nothing is lost by it: the statement
 * running on the connection fails with the same error (or the next with "not queryable"), so
 * the request answers 503, and the pool discards the client when it is released.
 */
export function survivePoolConnectionErrors(pool: pg.Pool): void {
  pool.on('connect', (client) => client.on('error', () => {}));
}
