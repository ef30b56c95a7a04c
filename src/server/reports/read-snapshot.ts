import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';

/**
 * Run a report's queries in one read-only, repeatable-read transaction, so its totals and its
 * rows come from the same snapshot even while people keep writing.
 */
export function readSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
