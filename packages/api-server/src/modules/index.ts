import type { AppContext } from '../core/context.js';
import { accountHandlers } from './accounts/handlers.js';
import { authHandlers } from './auth/handlers.js';
import { bidderHandlers } from './bidders/handlers.js';
import { needsAnalysisHandlers } from './needs-analysis/handlers.js';
import { contactHandlers } from './contacts/handlers.js';
import { fileHandlers } from './files/handlers.js';
import { leadHandlers } from './leads/handlers.js';
import { mailHandlers } from './mail/handlers.js';
import { noteHandlers } from './notes/handlers.js';
import { opportunityHandlers } from './opportunities/handlers.js';
import { opportunityStatsHandlers } from './opportunities/stats-handlers.js';
import { productHandlers } from './products/handlers.js';
import { quoteHandlers } from './quotes/handlers.js';
import { quoteReminderJob } from './quotes/jobs.js';
import { presentationHandlers } from './presentations/handlers.js';
import { bookingHandlers } from './bookings/handlers.js';
import { preliminaryHoldJob } from './bookings/jobs.js';
import { commissionHandlers } from './commissions/handlers.js';
import { commissionSweepJob } from './commissions/jobs.js';
import { customerRequestHandlers } from './customer-requests/handlers.js';
import { referenceHandlers } from './reference/handlers.js';
import { settingsHandlers } from './settings/handlers.js';
import { shellHandlers } from './system/handlers.js';
import { taskHandlers } from './tasks/handlers.js';
import { templateHandlers } from './email-templates/handlers.js';
import type { ContractHandlers, HandlerMap } from '../core/http/handler.js';
import { purgeExpiredJob } from '../core/jobs/purge-expired.js';
import type { AnyJob } from '../core/jobs/registry.js';
import { deliverMailJob } from '../core/mail/deliver.js';
import { taskReminderJob, taskReminderSweepJob } from './tasks/jobs.js';

/**
 * fastify-openapi-glue's serviceHandlers: one handler per operationId of openapi.yaml. The
 * compiler checks each against its operation: a missing handler fails `HandlerMap`; one for no
 * operation, a request typed otherwise, or an answer with a field too many or too few fails
 * `ContractHandlers`.
 */
export function createHandlers(ctx: AppContext): HandlerMap {
  const handlers = {
    ...authHandlers(ctx),
    ...shellHandlers(ctx),
    ...referenceHandlers(ctx),
    ...leadHandlers(ctx),
    ...mailHandlers(ctx),
    ...accountHandlers(ctx),
    ...contactHandlers(ctx),
    ...fileHandlers(ctx),
    ...templateHandlers(ctx),
    ...productHandlers(ctx),
    ...taskHandlers(ctx),
    ...noteHandlers(ctx),
    ...opportunityHandlers(ctx),
    ...opportunityStatsHandlers(ctx),
    ...bidderHandlers(ctx),
    ...needsAnalysisHandlers(ctx),
    ...settingsHandlers(ctx),
    ...quoteHandlers(ctx),
    ...presentationHandlers(ctx),
    ...bookingHandlers(ctx),
    ...commissionHandlers(ctx),
    ...customerRequestHandlers(ctx),
  };
  return handlers satisfies ContractHandlers<typeof handlers>;
}

/** Every background job: its queue, worker and schedule come from its definition. */
export const jobRegistry: readonly AnyJob[] = [deliverMailJob, purgeExpiredJob, taskReminderJob, taskReminderSweepJob, quoteReminderJob, preliminaryHoldJob, commissionSweepJob];

/** Fails the start when the document and the handlers disagree, instead of a 500 at run time. */
export function assertHandlersMatch(handlers: Readonly<Record<string, unknown>>, operationIds: Iterable<string>): void {
  const documented = new Set(operationIds);
  const missing = [...documented].filter((id) => !(id in handlers));
  const extra = Object.keys(handlers).filter((id) => !documented.has(id));
  if (missing.length > 0 || extra.length > 0) {
    throw new Error(
      `Handlers and openapi.yaml disagree: missing ${missing.join(', ') || 'none'}; not in the document ${extra.join(', ') || 'none'}`,
    );
  }
}
