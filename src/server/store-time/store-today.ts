import { eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { stores } from '../db/schema/index';
import { AppError } from '../http/app-error';

/**
 * The store's business day right now (its own time zone): what "today" means for daily credit,
 * reports and red flags. With the time zone already at hand (the session middleware reads it with
 * the membership: `c.get('membership').timezone`), no query is made.
 */
export async function storeToday(db: Db | Tx, storeId: string, now: Date = new Date(), timezone?: string): Promise<string> {
  if (timezone) return todayInZone(timezone, now);
  const [store] = await db.select({ timezone: stores.timezone }).from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw new AppError('NOT_FOUND');
  return todayInZone(store.timezone, now);
}
