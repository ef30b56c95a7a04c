import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { NEAR_LIMIT_LISTED, NEAR_LIMIT_PERCENT, type TodaysTasks } from '#shared/dashboard/dashboard.schemas';
import type { Db } from '../db/client';
import { customers } from '../db/schema/index';

/**
 * The store's customers who owe NEAR_LIMIT_PERCENT % or more of their credit limit (as the usage bar
 * computes it: a limit of 0 with anything owed counts as full), archived customers left out.
 * Integer arithmetic, no rounding: 4000 of 5000 is in, 3999 is not.
 */
function nearLimit(storeId: string): SQL {
  return and(
    eq(customers.storeId, storeId),
    isNull(customers.archivedAt),
    sql`${customers.creditBalanceCents} > 0`,
    sql`${customers.creditBalanceCents} * 100 >= ${NEAR_LIMIT_PERCENT} * ${customers.creditLimitCents}`,
  )!;
}

/** Share of the limit used, for the order: a zero limit with a balance first, then the fullest. */
const usageOrder = sql`case when ${customers.creditLimitCents} = 0 then null else ${customers.creditBalanceCents}::numeric / ${customers.creditLimitCents} end desc nulls first`;

/** How many customers are near their limit, and the first few of them, most used first. */
export async function selectNearLimit(db: Db, storeId: string): Promise<Pick<TodaysTasks, 'nearLimitCount' | 'nearLimit'>> {
  const [[total], listed] = await Promise.all([
    db.select({ n: count() }).from(customers).where(nearLimit(storeId)),
    db
      .select({
        id: customers.id,
        name: customers.name,
        creditBalanceCents: customers.creditBalanceCents,
        creditLimitCents: customers.creditLimitCents,
      })
      .from(customers)
      .where(nearLimit(storeId))
      .orderBy(usageOrder, asc(customers.name), asc(customers.id))
      .limit(NEAR_LIMIT_LISTED),
  ]);
  return { nearLimitCount: total?.n ?? 0, nearLimit: listed };
}
