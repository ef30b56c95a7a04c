import type pg from 'pg';
import type { Db } from './client';

/**
 * Run `work` while holding a session-level advisory lock (key `hashtextextended(name, 0)`) on a pooled
 * connection kept aside for it, so the work itself can run as many short transactions as it likes on
 * other connections. The lock is tried, not waited for: another holder (another instance, or a
 * transaction that took the same key with pg_advisory_xact_lock) → `{ ran: false }`. Released when
 * the work ends, failed or not; if the process dies, PostgreSQL releases it with the connection.
 */
export async function tryWithSessionLock<T>(db: Db, name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const lockClient = await pool.connect();
  try {
    const { rows } = await lockClient.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [name]);
    if (!rows[0]?.ok) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await lockClient.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]);
    }
  } finally {
    lockClient.release();
  }
}
