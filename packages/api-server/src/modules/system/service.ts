import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../core/context.js';
import type { AnswerOf, BodyOf } from '../../core/contract.js';
import { HttpError } from '../../core/errors.js';
import { redactUrl } from '../../core/logging.js';
import { consume, type ThrottleRule } from '../../core/throttle/throttle.js';

const stoppingMessage = {
  en: 'This server is stopping. Please try again in a moment.',
  sw: 'Servern stängs av. Försök igen om en stund.',
};

/**
 * Answers only when the database does and the process is not stopping: a load balancer takes a
 * replica without its database, or one told to stop (it still finishes what it has), out.
 */
export async function checkHealth(ctx: AppContext): Promise<AnswerOf<'health'>['data']> {
  if (ctx.lifecycle.stopping) throw new HttpError(503, { message: stoppingMessage }, { 'retry-after': '5' });
  await ctx.database.ping();
  return { status: 'ok' };
}

/**
 * Failure reports from browsers, per client IP: a page that fails on every render, or a visitor
 * who posts reports in a loop, adds a few lines to the log, not thousands.
 */
export const clientErrorThrottle: ThrottleRule = { bucket: 'client-error:ip', limit: 30, windowSeconds: 10 * 60 };

/**
 * Writes a browser's failure report to the log at `warn` (it is the visitor's trouble, not the
 * server's). Nothing is stored. The contract has checked each field's length; links that are
 * capabilities are redacted as in the request log.
 */
export async function reportClientError(
  ctx: AppContext,
  report: BodyOf<'reportClientError'>,
  ip: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await consume(ctx.database, clientErrorThrottle, ip);
  log.warn(
    {
      clientError: {
        kind: report.kind,
        message: redactUrl(report.message),
        ...(report.stack ? { stack: redactUrl(report.stack) } : {}),
        path: redactUrl(report.path),
        ...(report.module ? { module: report.module } : {}),
        ...(report.route_id ? { routeId: report.route_id } : {}),
      },
    },
    report.kind === 'crash' ? 'a page crashed in the browser' : 'a module could not be loaded in the browser',
  );
}
