import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';
import { tokenRoutes } from './urls.js';

const REDACTED = '[redacted]';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A token ends where its URL field does (or the text around a URL written into a message).
const VALUE = `[^&?#/\\s'"<>]+`;
// The other `&`-fields a mailed shape may have before its token (`&o=1&a=2&t=…`).
const FIELDS = `(?:[^&?#/\\s'"<>]*&)*?`;

/**
 * Everything in a URL that is a capability, in one expression:
 * - the mailed shapes of `tokenRoutes` (core/urls.ts, the list `portalPaths` builds them from):
 *   `/email-editquote&id=…`, `/quote-presention-pre&o=…&a=…&t=…`, `/reset-password&id=…`, …;
 * - the API's path segment of a password link, `/password-link/…`;
 * - any query field named `token` or `…_token` / `…-token` (`?token=`, `&access_token=`).
 * Link tokens travel in the X-Link-Token header, which is never logged (the `req` serializer).
 */
const CAPABILITY = new RegExp(
  [
    ...Object.values(tokenRoutes).map(({ route, key }) => `${escape(route)}&${FIELDS}${escape(key)}=`),
    '/password-link/',
    '[?&][\\w-]*token=',
  ]
    .map((before) => `(?<=${before})${VALUE}`)
    .join('|'),
  'gi',
);

/**
 * A text with every capability in the URLs it holds replaced by `[redacted]`, the rest kept:
 * for request lines, messages and error texts that may quote a URL, and pages reported by browsers.
 */
export function redactUrl(text: string): string {
  return text.replace(CAPABILITY, REDACTED);
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/**
 * An error as log data, as pino's own serializer writes it (type, message, stack, its enumerable
 * fields such as `code` and `statusCode`, and its cause), with URLs in the texts redacted: an
 * error's message may quote the address it failed on.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(error)) fields[name] = typeof value === 'string' ? redactUrl(value) : value;
  return {
    type: error.constructor?.name ?? error.name,
    message: redactUrl(error.message),
    ...(error.stack ? { stack: redactUrl(error.stack) } : {}),
    ...fields,
    ...(error.cause !== undefined && depth < 5 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/**
 * The API's logger: JSON lines at `level`; a request is logged by its method, URL (capabilities
 * redacted), host and peer, never its headers (Authorization, X-Link-Token, cookies); every
 * message text and error passes `redactUrl` too, for the lines that quote a URL (an undecodable
 * address, an error's message).
 */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] & object {
  return {
    level,
    serializers: {
      req(raw) {
        // Fastify hands its own request object to this serializer (typed as the raw one).
        const request = raw as unknown as RequestLike;
        return {
          method: request.method,
          url: redactUrl(request.url ?? ''),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
      // Typed as pino's; ours gives the same fields.
      err: (error) => serializeError(error) as { type: string; message: string; stack: string },
    },
    hooks: {
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)),
        );
      },
    },
  };
}

/** Error causes as plain data, URLs redacted; Error properties are not enumerable and would log as {}. */
export function describeErrors(errors: unknown[]): { message: string; stack?: string; cause?: string }[] {
  return errors.map((error) => {
    if (!(error instanceof Error)) return { message: redactUrl(String(error)) };
    const cause = error.cause instanceof Error ? redactUrl(error.cause.message) : undefined;
    return { message: redactUrl(error.message), ...(error.stack ? { stack: redactUrl(error.stack) } : {}), ...(cause ? { cause } : {}) };
  });
}

const LEVEL_VALUES: Record<LogLevel, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
};

export type StartupLog = (level: 'debug' | 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;

/**
 * For the process entry before Fastify's logger exists (and after it is closed): the same
 * JSON lines on stdout, with pino's level numbers.
 */
export function startupLogger(threshold: LogLevel): StartupLog {
  return (level, msg, extra = {}) => {
    if (LEVEL_VALUES[level] < LEVEL_VALUES[threshold]) return;
    const { err, ...rest } = extra;
    const error = err === undefined ? {} : { err: describeErrors([err])[0] };
    process.stdout.write(`${JSON.stringify({ level: LEVEL_VALUES[level], time: Date.now(), pid: process.pid, msg, ...rest, ...error })}\n`);
  };
}
