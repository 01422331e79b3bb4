import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

/** Password links are capabilities: their token must not end up in request logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/password-link\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/(?:reset|set)-password&id=)[^/?#&]+/, '$1[redacted]');
}

type RequestLike = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
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
    },
  };
}

/** Error causes as plain data; Error properties are not enumerable and would log as {}. */
export function describeErrors(errors: unknown[]): { message: string; stack?: string; cause?: string }[] {
  return errors.map((error) => {
    if (!(error instanceof Error)) return { message: String(error) };
    const cause = error.cause instanceof Error ? error.cause.message : undefined;
    return { message: error.message, ...(error.stack ? { stack: error.stack } : {}), ...(cause ? { cause } : {}) };
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
