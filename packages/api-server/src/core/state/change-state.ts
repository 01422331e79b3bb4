// The one way a business object changes state: check the transition against the domain's
// table, compare-and-set the row (a second, concurrent change finds the state moved and gets
// 409, never a lost update), then write the activity entry, notifications, mails and jobs
// that go with it, all in one transaction: either everything happens or nothing does.
// `changeState` opens that transaction for a signed-in caller; `changeStateIn` joins one a flow
// already holds (a quote's answer under its row lock, a sweep's step, a win's settlement).
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ActivityEntry, NewNotification } from '../audit/audit.js';
import { insertNotification, recordActivity } from '../audit/audit.js';
import type { Caller } from '../auth/caller.js';
import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import { conflict, forbidden, notFound } from '../errors.js';
import type { LocalizedText } from '../types.js';
import { nextState, type StateActor, type Transitions } from './transitions.js';

export interface StateChange<Row, State extends string, Action extends string> {
  table: PgTable;
  idColumn: PgColumn;
  stateColumn: PgColumn;
  /** The property of the state column in the table's row (`status`). */
  stateKey: string;
  /** Set `updated_at = now()` too, when the table has one. */
  touchUpdatedAt?: boolean;
  id: number;
  action: Action;
  transitions: Transitions<State, Action>;
  messages: {
    /** 404: no such record. */
    missing: LocalizedText;
    /** 409: the record is not in a state this action leaves (or another change came first). */
    conflict: (from: State) => LocalizedText;
  };
  /**
   * The state the caller read under the row's lock (`SELECT … FOR UPDATE`), which saves reading
   * it again; the compare-and-set still checks it.
   */
  from?: State;
  /** Further columns written with the new state (who decided, a reason …). */
  set?: Record<string, unknown>;
  /**
   * What the change leaves behind, given the changed row: its activity entry and
   * notifications (written here), and any mail or job it queues itself through
   * ctx.mail / ctx.jobs with the same `tx`.
   */
  effects?: (
    tx: Tx,
    row: Row,
    from: State,
  ) => Promise<{ activity?: ActivityEntry; notifications?: NewNotification[] } | void>;
}

export async function changeState<Row, State extends string, Action extends string>(
  ctx: AppContext,
  caller: Caller,
  change: StateChange<Row, State, Action>,
): Promise<Row> {
  if (!change.transitions[change.action].roles.includes(caller.role)) throw forbidden();
  return ctx.database.transaction((tx) => changeStateIn(tx, caller.role, change));
}

/** The same change inside a transaction the caller holds; `actor` is the role, 'job' or 'link'. */
export async function changeStateIn<Row, State extends string, Action extends string>(
  tx: Tx,
  actor: StateActor,
  change: StateChange<Row, State, Action>,
): Promise<Row> {
  if (!change.transitions[change.action].roles.includes(actor)) throw forbidden();
  let from = change.from;
  if (from === undefined) {
    const [current] = (await tx.db
      .select({ state: change.stateColumn })
      .from(change.table)
      .where(eq(change.idColumn, change.id))) as { state: State }[];
    if (!current) throw notFound(change.messages.missing);
    from = current.state;
  }
  const to = nextState(change.transitions, change.action, from);
  if (to === undefined) throw conflict(change.messages.conflict(from));

  const values: Record<string, unknown> = { ...change.set, [change.stateKey]: to };
  if (change.touchUpdatedAt) values.updatedAt = sql`now()`;
  // Compare-and-set: only a row still in the state read above changes.
  const [row] = (await tx.db
    .update(change.table)
    .set(values)
    .where(and(eq(change.idColumn, change.id), eq(change.stateColumn, from)))
    .returning()) as Row[];
  if (!row) throw conflict(change.messages.conflict(from));

  const effects = (await change.effects?.(tx, row, from)) ?? {};
  if (effects.activity) await recordActivity(tx.db, effects.activity);
  for (const notification of effects.notifications ?? []) await insertNotification(tx.db, notification);
  return row;
}
