import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Lifecycle } from '../lifecycle';

/**
 * Whether this instance should be sent new requests (decision 053). Not ready while it drains
 * (SIGTERM: the load balancer takes it out before it stops), and not ready when the database it
 * reaches does not answer or is read-only (a standby: the primary failed over and the pool has not
 * found the new one yet). Liveness (/api/health) stays a separate question: a process that cannot
 * reach the primary is alive and must not be restarted for it.
 */
export type Readiness = { ready: true } | { ready: false; reason: 'draining' | 'database_unreachable' | 'database_read_only' };

/** How long the database may take to answer the readiness check. */
const READY_TIMEOUT_MS = 2_000;

export async function checkReadiness(db: Db, lifecycle: Lifecycle | undefined): Promise<Readiness> {
  if (lifecycle?.isDraining) return { ready: false, reason: 'draining' };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), READY_TIMEOUT_MS)));
  try {
    const answer = await Promise.race([db.execute<{ read_only: string }>(sql`select current_setting('transaction_read_only') as read_only`), late]);
    if (answer === 'late') return { ready: false, reason: 'database_unreachable' };
    return answer.rows[0]?.read_only === 'on' ? { ready: false, reason: 'database_read_only' } : { ready: true };
  } catch {
    return { ready: false, reason: 'database_unreachable' };
  } finally {
    clearTimeout(timer);
  }
}
