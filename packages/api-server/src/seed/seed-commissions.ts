import { and, eq } from 'drizzle-orm';
import type { Tx } from '../core/db/client.js';
import { users } from '../core/auth/schema.js';
import { commissionEvents, commissionLines, commissions } from '../modules/commissions/schema.js';
import { computeLine, nextReminderAt, reportedAmount } from '../modules/commissions/rules.js';
import { createCommissionOnWin } from '../modules/commissions/service.js';

/** How far a demo commission has come after its win (none: upcoming, as the win leaves it). */
export type DemoCommissionState = 'to_report' | 'reported' | 'invoiced' | 'received';

const DAY_MS = 86_400_000;

/**
 * The commission of a demo win, made as a win makes it, then moved along its states as the sweep,
 * the venue and the admin would have (without their mails): to report (asked yesterday), reported
 * (conducted, one room fewer than the quote: a difference), invoiced, received.
 */
export async function seedCommission(tx: Tx, adminId: number, opportunityId: number, bidderId: number, state: DemoCommissionState | undefined): Promise<void> {
  const id = await createCommissionOnWin(tx, adminId, opportunityId, bidderId);
  if (!state) return;
  const [row] = await tx.db.select().from(commissions).where(eq(commissions.id, id));
  if (!row) throw new Error('Seed: commission not stored');
  const now = Date.now();
  const asked = new Date(now - (state === 'to_report' ? 1 : 20) * DAY_MS);
  await tx.db
    .update(commissions)
    .set({ status: 'to_report', askedAt: asked, nextReminderAt: nextReminderAt(asked, 0, 1, 'week') })
    .where(eq(commissions.id, id));
  await tx.db.insert(commissionEvents).values({ commissionId: id, userId: null, event: 'to_report', text: row.eventEnd, createdAt: asked });
  // Made with the win, before the event.
  await tx.db
    .update(commissionEvents)
    .set({ createdAt: new Date(asked.getTime() - 30 * DAY_MS) })
    .where(and(eq(commissionEvents.commissionId, id), eq(commissionEvents.event, 'created')));
  if (state === 'to_report') return;

  const [venueUser] = row.accountId === null ? [] : await tx.db.select({ id: users.id }).from(users).where(and(eq(users.accountId, row.accountId), eq(users.role, 2)));
  const lines = await tx.db.select().from(commissionLines).where(eq(commissionLines.commissionId, id)).orderBy(commissionLines.position);
  const rates = { commissionBp: row.commissionBp, mealsBp: row.mealsBp };
  const conducted = lines.map((line, index) => ({ ...line, quantityConducted: index === 0 ? Math.max(0, line.quantityInQuote - 2) : line.quantityInQuote }));
  for (const line of conducted) {
    await tx.db.update(commissionLines).set({ quantityConducted: line.quantityConducted }).where(eq(commissionLines.id, line.id));
  }
  const amount = reportedAmount('conducted', conducted.map((line) => computeLine(line, rates)), null, rates);
  const reportedAt = new Date(now - 15 * DAY_MS);
  await tx.db
    .update(commissions)
    .set({
      status: 'reported',
      bookingStatus: 'conducted',
      reportedAmount: amount,
      invoiceInformation: 'Faktureras till ekonomi@demo.test, referens Konferens 2024-118',
      comment: 'Två deltagare fick förhinder och checkade aldrig in.',
      reportedAt,
      reportedBy: venueUser?.id ?? adminId,
      nextReminderAt: null,
    })
    .where(eq(commissions.id, id));
  await tx.db.insert(commissionEvents).values({ commissionId: id, userId: venueUser?.id ?? adminId, event: 'reported', text: 'conducted', createdAt: reportedAt });
  if (state === 'reported') return;

  const invoicedAt = new Date(now - 10 * DAY_MS);
  await tx.db.update(commissions).set({ status: 'invoiced', invoicedAt }).where(eq(commissions.id, id));
  await tx.db.insert(commissionEvents).values({ commissionId: id, userId: adminId, event: 'invoiced', text: null, createdAt: invoicedAt });
  if (state === 'invoiced') return;

  const receivedAt = new Date(now - 60 * 60 * 1000);
  await tx.db.update(commissions).set({ status: 'received', receivedAt }).where(eq(commissions.id, id));
  await tx.db.insert(commissionEvents).values({ commissionId: id, userId: adminId, event: 'received', text: null, createdAt: receivedAt });
}
