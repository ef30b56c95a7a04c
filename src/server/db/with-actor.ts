import { sql } from 'drizzle-orm';
import type { Db } from './client';
import type { Actor } from './actor';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Run writes in one transaction whose audit settings name the actor. The audit triggers read
 * app.actor_id, app.ip and app.user_agent; set_config(..., true) keeps them local to this transaction.
 */
export function withActor<T>(db: Db, actor: Actor, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.actor_id', ${actor.userId ?? ''}, true),
                 set_config('app.ip', ${actor.ip ?? ''}, true),
                 set_config('app.user_agent', ${(actor.userAgent ?? '').slice(0, 100)}, true)`,
    );
    return work(tx);
  });
}
