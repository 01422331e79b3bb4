import type { Tx } from './client.js';

/**
 * Serialises transactions that use the same key (e.g. one e-mail's login attempts) across all
 * API replicas; released at commit or rollback.
 */
export async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.executeSql('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
}
