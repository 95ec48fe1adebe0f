import type { EntityManager } from 'typeorm';

/**
 * Holds the account's row until the transaction ends, so a per-account limit counted after it
 * is exact however many requests and instances race: each waits for the one before to commit
 * and then counts what it stored. NO KEY UPDATE does not block inserts that only reference the
 * account (history rows, payments) from other transactions.
 */
export async function lockAccount(manager: EntityManager, userId: string): Promise<void> {
  await manager.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}
