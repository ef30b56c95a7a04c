import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import { RECENT_TRANSACTIONS, TOP_CUSTOMERS, type CreditSummary, type DateRangeQuery } from '#shared/reports/report.schemas';
import type { RecentCreditEntry } from '#shared/reports/credit-recent.schemas';
import type { Tx } from '../db/with-actor';
import { creditTransactions as ct, customers } from '../db/schema/index';
import { sumCentsWhere } from './report-sql';

/** The store's ledger rows of business days from..to: store_id first, for (store_id, business_date). */
function inWindow(storeId: string, range: DateRangeQuery): SQL {
  return and(eq(ct.storeId, storeId), between(ct.businessDate, range.from, range.to))!;
}

const isGiven = sql`${ct.transactionType} = 'credit_given'`;
const isPaid = sql`${ct.transactionType} = 'credit_paid'`;

/** Credit given, credit paid, customers with any entry and the number of entries in the window. */
export async function sumCreditWindow(tx: Tx, storeId: string, range: DateRangeQuery) {
  const [totals] = await tx
    .select({
      totalGivenCents: sumCentsWhere(ct.amountCents, isGiven),
      totalPaidCents: sumCentsWhere(ct.amountCents, isPaid),
      activeCustomers: sql`count(distinct ${ct.customerId})`.mapWith(Number),
      recentCount: sql`count(*)`.mapWith(Number),
    })
    .from(ct)
    .where(inWindow(storeId, range));
  return totals!;
}

type TopRow = { rank: string | number; customer_id: string; name: string; total: string | number; n: string | number; average: string | number };

/**
 * The customers given the most credit in the window (ties by name). The window is totalled per
 * customer first and only the winners are joined to customers: joining first made the planner walk
 * every customer's whole history, which grew with the number of stores (docs/measurements/reports-bench.md).
 */
export async function selectTopCustomers(tx: Tx, storeId: string, range: DateRangeQuery): Promise<CreditSummary['topCustomers']> {
  const result = await tx.execute<TopRow>(sql`
    select row_number() over (order by t.total desc, c.name, t.customer_id) as rank,
           t.customer_id, c.name, t.total, t.n, t.average
      from (select customer_id, sum(amount_cents) as total, count(*) as n, round(avg(amount_cents)) as average
              from ${ct}
             where store_id = ${storeId} and business_date between ${range.from} and ${range.to}
               and transaction_type = 'credit_given'
             group by customer_id) as t
      join ${customers} as c on c.store_id = ${storeId} and c.id = t.customer_id
     order by t.total desc, c.name, t.customer_id
     limit ${TOP_CUSTOMERS}`);
  return result.rows.map((row) => ({
    rank: Number(row.rank),
    customerId: row.customer_id,
    name: row.name,
    totalCents: Number(row.total),
    count: Number(row.n),
    averageCents: Number(row.average),
  }));
}

type RecentRow = {
  id: string;
  created_at: string | Date;
  business_date: string;
  customer_id: string;
  name: string;
  transaction_type: 'credit_given' | 'credit_paid';
  amount_cents: string | number;
  notes: string | null;
};

/**
 * A page of the window's entries with the customer's name, newest first (the page's rows first, then
 * names): the first page, or the one after the entry `afterId` (keyset on created_at, id; an id that
 * is not one of this store's entries gives an empty page). One row more than a page tells whether
 * another follows.
 */
export async function selectRecentEntries(
  tx: Tx,
  storeId: string,
  range: DateRangeQuery,
  afterId?: string,
): Promise<{ entries: RecentCreditEntry[]; nextCursor: string | null }> {
  const after = afterId
    ? sql`and (created_at, id) < (select created_at, id from ${ct} where store_id = ${storeId} and id = ${afterId})`
    : sql``;
  const result = await tx.execute<RecentRow>(sql`
    select r.id, r.created_at, to_char(r.business_date, 'YYYY-MM-DD') as business_date, r.customer_id, c.name,
           r.transaction_type, r.amount_cents, r.notes
      from (select id, created_at, business_date, customer_id, transaction_type, amount_cents, notes
              from ${ct}
             where store_id = ${storeId} and business_date between ${range.from} and ${range.to} ${after}
             order by created_at desc, id desc
             limit ${RECENT_TRANSACTIONS + 1}) as r
      join ${customers} as c on c.store_id = ${storeId} and c.id = r.customer_id
     order by r.created_at desc, r.id desc`);
  const entries = result.rows.slice(0, RECENT_TRANSACTIONS).map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    businessDate: row.business_date,
    customerId: row.customer_id,
    customerName: row.name,
    transactionType: row.transaction_type,
    amountCents: Number(row.amount_cents),
    notes: row.notes,
  }));
  return { entries, nextCursor: result.rows.length > RECENT_TRANSACTIONS ? (entries.at(-1)?.id ?? null) : null };
}

type DailyRow = { date: string; given_cents: string | number | null; paid_cents: string | number | null };

/** One row per business day of the window, oldest first; days without entries are zero. */
export async function selectDailyTotals(tx: Tx, storeId: string, range: DateRangeQuery): Promise<CreditSummary['daily']> {
  const result = await tx.execute<DailyRow>(sql`
    select to_char(day.d, 'YYYY-MM-DD') as date, t.given_cents, t.paid_cents
      from (select ${range.from}::date + i as d
              from generate_series(0, ${range.to}::date - ${range.from}::date) as i) as day
      left join (select business_date,
                        sum(amount_cents) filter (where transaction_type = 'credit_given') as given_cents,
                        sum(amount_cents) filter (where transaction_type = 'credit_paid') as paid_cents
                   from ${ct}
                  where store_id = ${storeId} and business_date between ${range.from} and ${range.to}
                  group by business_date) as t on t.business_date = day.d
     order by day.d`);
  return result.rows.map((row) => ({ date: row.date, givenCents: Number(row.given_cents ?? 0), paidCents: Number(row.paid_cents ?? 0) }));
}
