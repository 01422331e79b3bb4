import type { AppContext } from '../../core/context.js';
import { todayIn } from '../../core/dates.js';
import { defineJob } from '../../core/jobs/registry.js';
import { issueLink } from '../../core/links/links.js';
import { portalPaths, portalUrl } from '../../core/urls.js';
import { appendBidderHistory, venueContact } from '../bidders/service.js';
import { dueReminders, findQuote, lockQuote, updateQuoteRow } from './repository.js';
import { addDays, DAY_MS } from './rules.js';

export const QUOTE_REMINDERS = 'quote-reminders';

/** Days an outside venue's reminder link works (a fresh link beside the invitation's, which stays valid). */
const REMINDER_LINK_DAYS = 14;

/**
 * Sends one quote's due reminder, if any: the day before (or on) its deadline, and once after
 * it. The mail and the quote's `reminded_*_at` commit together under the quote's row lock, so a
 * second run (a retry, another replica, the next sweep) finds it sent and does nothing.
 * Returns which reminder went out.
 */
export async function sendQuoteReminder(ctx: AppContext, quoteId: number, today: string = todayIn()): Promise<'before' | 'after' | null> {
  return ctx.database.transaction(async (tx) => {
    const quote = await lockQuote(tx.db, quoteId);
    const found = await findQuote(tx.db, quoteId);
    if (!quote || !found || found.opportunity.status !== 'open' || quote.responseDeadline === null) return null;
    if (quote.status !== 'new' && quote.status !== 'saved') return null;
    const deadline = quote.responseDeadline;
    const which =
      deadline < today ? (quote.remindedAfterAt === null ? 'after' : null) : deadline <= addDays(today, 1) && quote.remindedBeforeAt === null ? 'before' : null;
    if (which === null) return null;
    const venue = await venueContact(tx.db, found.bidder.id);
    if (venue?.email) {
      let path = portalPaths.partnerQuote(quoteId);
      if (!venue.partner) {
        const { token } = await issueLink(tx.db, {
          purpose: 'quote_answer',
          subjectType: 'quote',
          subjectId: quoteId,
          expiresAt: new Date(Date.now() + REMINDER_LINK_DAYS * DAY_MS),
          createdBy: null,
        });
        path = portalPaths.outsideQuote(token);
      }
      await ctx.mail.enqueue(tx, {
        to: venue.email,
        template: which === 'before' ? 'quote-reminder' : 'quote-overdue',
        language: venue.language,
        vars: {
          venue_name: venue.name,
          participants: found.opportunity.participants ?? '',
          start_date: found.opportunity.startDate ?? '',
          response_deadline: deadline,
          link: portalUrl(ctx.config, path),
        },
      });
    }
    // A deadline already past when first swept gets the one reminder after it, not both.
    await updateQuoteRow(tx.db, quoteId, which === 'before' ? { remindedBeforeAt: new Date() } : { remindedAfterAt: new Date(), remindedBeforeAt: quote.remindedBeforeAt ?? new Date() });
    await appendBidderHistory(tx.db, found.bidder.id, null, 'reminded', which === 'before' ? `before ${deadline}` : `after ${deadline}`);
    return which;
  });
}

const SWEEP_BATCH = 200;

/** Every due reminder, a batch per run. */
export async function sweepQuoteReminders(ctx: AppContext, today: string = todayIn()): Promise<number> {
  let sent = 0;
  for (const { id } of await dueReminders(ctx.database.db, today, addDays(today, 1), SWEEP_BATCH)) {
    if (await sendQuoteReminder(ctx, id, today)) sent += 1;
  }
  return sent;
}

/** Every quarter of an hour; the singleton queue keeps replicas from sweeping at the same time. */
export const quoteReminderJob = defineJob({
  name: QUOTE_REMINDERS,
  policy: 'singleton',
  cron: '*/15 * * * *',
  async handle(ctx) {
    const sent = await sweepQuoteReminders(ctx);
    if (sent > 0) ctx.log.info({ sent }, 'quote reminders sent');
  },
});
