import { and, asc, between, desc, eq, sql, type SQL } from 'drizzle-orm';
import { RECENT_TRANSACTIONS, TOP_CUSTOMERS, type CreditSummary, type DateRangeQuery } from '#shared/reports/report.schemas';
import type { Tx } from '../db/with-actor';
import { creditTransactions as ct, customers } from '../db/schema/index';
import { countRows, sumCentsWhere } from './report-sql';

/** The store's ledger rows of business days from..to: store_id first, for (store_id, business_date). */
function inWindow(storeId: string, range: DateRangeQuery): SQL {
  return and(eq(ct.storeId, storeId), between(ct.businessDate, range.from, range.to))!;
}

const isGiven = sql`${ct.transactionType} = 'credit_given'`;
const isPaid = sql`${ct.transactionType} = 'credit_paid'`;

/** The customer of a ledger row, in the same store. */
const ofCustomer = and(eq(customers.storeId, ct.storeId), eq(customers.id, ct.customerId));

/** Credit given, credit paid and customers with any entry in the window. */
export async function sumCreditWindow(tx: Tx, storeId: string, range: DateRangeQuery) {
  const [totals] = await tx
    .select({
      totalGivenCents: sumCentsWhere(ct.amountCents, isGiven),
      totalPaidCents: sumCentsWhere(ct.amountCents, isPaid),
      activeCustomers: sql`count(distinct ${ct.customerId})`.mapWith(Number),
    })
    .from(ct)
    .where(inWindow(storeId, range));
  return totals!;
}

/** The customers given the most credit in the window (ties by name), ranked by the database. */
export function selectTopCustomers(tx: Tx, storeId: string, range: DateRangeQuery): Promise<CreditSummary['topCustomers']> {
  const total = sql<number>`sum(${ct.amountCents})`;
  return tx
    .select({
      rank: sql`row_number() over (order by ${total} desc, ${customers.name}, ${ct.customerId})`.mapWith(Number),
      customerId: ct.customerId,
      name: customers.name,
      totalCents: sql`${total}`.mapWith(Number),
      count: countRows(),
      averageCents: sql`round(avg(${ct.amountCents}))`.mapWith(Number),
    })
    .from(ct)
    .innerJoin(customers, ofCustomer)
    .where(and(inWindow(storeId, range), eq(ct.transactionType, 'credit_given')))
    .groupBy(ct.customerId, customers.name)
    .orderBy(desc(total), asc(customers.name), asc(ct.customerId))
    .limit(TOP_CUSTOMERS);
}

/** The latest entries of the window with the customer's name, newest first. */
export async function selectRecentEntries(tx: Tx, storeId: string, range: DateRangeQuery): Promise<CreditSummary['recent']> {
  const rows = await tx
    .select({
      id: ct.id,
      createdAt: ct.createdAt,
      businessDate: ct.businessDate,
      customerId: ct.customerId,
      customerName: customers.name,
      transactionType: ct.transactionType,
      amountCents: ct.amountCents,
      notes: ct.notes,
    })
    .from(ct)
    .innerJoin(customers, ofCustomer)
    .where(inWindow(storeId, range))
    .orderBy(desc(ct.createdAt), desc(ct.id))
    .limit(RECENT_TRANSACTIONS);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

type DailyRow = { date: string; given_cents: string | number; paid_cents: string | number };

/** One row per business day of the window, oldest first; days without entries are zero. */
export async function selectDailyTotals(tx: Tx, storeId: string, range: DateRangeQuery): Promise<CreditSummary['daily']> {
  const result = await tx.execute<DailyRow>(sql`
    select to_char(day.d, 'YYYY-MM-DD') as date,
           ${sumCentsWhere(ct.amountCents, isGiven)} as given_cents,
           ${sumCentsWhere(ct.amountCents, isPaid)} as paid_cents
      from (select ${range.from}::date + i as d
              from generate_series(0, ${range.to}::date - ${range.from}::date) as i) as day
      left join ${ct} on ${ct.storeId} = ${storeId} and ${ct.businessDate} = day.d
     group by day.d
     order by day.d`);
  return result.rows.map((row) => ({ date: row.date, givenCents: Number(row.given_cents), paidCents: Number(row.paid_cents) }));
}
