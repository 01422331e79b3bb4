import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

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
   */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  onError?: (error: Error) => void;
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
  const db = drizzle({ client: pool });

  async function transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const tx: Tx = {
        db: drizzle({ client }),
        executeSql: (text, values) => client.query(text, values),
      };
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
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

  return {
    pool,
    db,
    transaction,
    close: () => pool.end(),
  };
}
