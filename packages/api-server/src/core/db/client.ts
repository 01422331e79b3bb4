import { AsyncLocalStorage } from 'node:async_hooks';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { survivePoolConnectionErrors } from './unavailable.js';

export type Db = NodePgDatabase;

/** Raw SQL on the same connection, e.g. for pg-boss to enqueue a job inside our transaction. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Tx extends SqlExecutor {
  db: Db;
}

export interface Database {
  pool: pg.Pool;
  db: Db;
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled
   * back when it throws. `tx.executeSql` shares that connection, so rows written by other
   * libraries (pg-boss jobs) commit or roll back together with ours.
   *
   * While `work` runs, the pool is closed to it: a query through `database.db`, `pool.query`
   * or a nested `transaction` throws `PoolUsedInTransactionError`. Such a read waits for a
   * second connection while holding the first, so ten of them at once wait for each other
   * until the pool's connect timeout (issue 22): the guard turns that load-only freeze into
   * an error every test run sees.
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * `SELECT 1` on a connection of its own, for the health check: a burst of writes waiting for
   * one row's lock can hold every connection of the pool for a moment, and a load balancer must
   * not take that for a dead replica.
   */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  onError?: (error: Error) => void;
}

/** A query reached for the pool while the same request held a transaction's connection. */
export class PoolUsedInTransactionError extends Error {
  constructor() {
    super(
      'A query used the connection pool inside a transaction; use the transaction (tx.db, tx.executeSql) instead. ' +
        'Waiting for a second connection while holding one deadlocks the pool under load.',
    );
    this.name = 'PoolUsedInTransactionError';
  }
}

/**
 * The transaction the current async call chain runs in. `open` turns false at COMMIT/ROLLBACK:
 * work a transaction started that goes on after it (a timer, a promise not awaited) inherits
 * this store and may use the pool again then.
 */
const currentTransaction = new AsyncLocalStorage<{ open: boolean }>();

function assertOutsideTransaction(): void {
  if (currentTransaction.getStore()?.open) throw new PoolUsedInTransactionError();
}

/** Makes `pool.query` and `pool.connect` refuse to run inside one of this pool's transactions. */
function guardPool(pool: pg.Pool): void {
  type Method = (...args: unknown[]) => unknown;
  const methods = pool as unknown as Record<'query' | 'connect', Method>;
  for (const name of ['query', 'connect'] as const) {
    const original = methods[name].bind(pool);
    methods[name] = (...args) => {
      if (!currentTransaction.getStore()?.open) return original(...args);
      // Refused as the caller asked: through its callback, or as a rejected promise.
      const error = new PoolUsedInTransactionError();
      const callback = args.find((arg) => typeof arg === 'function') as ((error: Error) => void) | undefined;
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error));
      return undefined;
    };
  }
}

/**
 * The pool's Drizzle instance, refusing to start a query inside a transaction. Checked when the
 * query is built (`db.select()`, `db.insert()` …), synchronously in the caller's frame, so the
 * error's stack names the line that should have used `tx.db`; the pool's own guard, checked when
 * a query runs, catches the rest (raw `pool.query`, pg-boss without the transaction's executor).
 */
function guardDb(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        assertOutsideTransaction();
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

export function createDatabase(options: DatabaseOptions): Database {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    // Fail a request instead of queueing it forever when the database is unreachable.
    connectionTimeoutMillis: 10_000,
    application_name: options.applicationName ?? 'portal-api',
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  survivePoolConnectionErrors(pool);
  guardPool(pool);
  const db = guardDb(drizzle({ client: pool }));

  async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    assertOutsideTransaction();
    const client = await pool.connect();
    const state = { open: true };
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const tx: Tx = {
        db: drizzle({ client }),
        executeSql: (text, values) => client.query(text, values),
      };
      const result = await currentTransaction.run(state, () => work(tx));
      state.open = false;
      await client.query('COMMIT');
      return result;
    } catch (error) {
      state.open = false;
      try {
        await client.query('ROLLBACK');
      } catch (rollbackError) {
        // The connection is unusable; make the pool discard it instead of reusing it.
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  const probe = new pg.Pool({
    connectionString: options.connectionString,
    max: 1,
    connectionTimeoutMillis: 2_000,
    application_name: `${options.applicationName ?? 'portal-api'} health`,
  });
  probe.on('error', (error) => options.onError?.(error));
  survivePoolConnectionErrors(probe);

  return {
    pool,
    db,
    transaction,
    ping: async () => {
      await probe.query('SELECT 1');
    },
    close: async () => {
      await Promise.all([pool.end(), probe.end()]);
    },
  };
}
