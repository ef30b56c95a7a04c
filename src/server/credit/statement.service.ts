import { and, asc, between, eq, lt, sql } from 'drizzle-orm';
import type { Statement, StatementQuery } from '#shared/credit/credit.schemas';
import type { Db } from '../db/client';
import { creditTransactions as ct, profiles, stores, users } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { findCustomerRow } from '../customers/index';
import { signedAmount, toLedgerEntry } from './ledger.queries';
import { personNameSql } from '../db/person-name';

/**
 * A printable statement for business dates from..to (inclusive, the store's time zone): the
 * balance before `from`, the entries oldest first with the running balance, totals and closing.
 */
export async function getStatement(db: Db, storeId: string, customerId: string, query: StatementQuery): Promise<Statement> {
  const customer = await findCustomerRow(db, storeId, customerId);
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId)).limit(1);
  if (!store) throw new AppError('NOT_FOUND');
  const ofCustomer = and(eq(ct.storeId, storeId), eq(ct.customerId, customerId));
  const [opening] = await db
    .select({ cents: sql<string | null>`sum(${signedAmount})` })
    .from(ct)
    .where(and(ofCustomer, lt(ct.businessDate, query.from)));
  const rows = await db
    .select({ entry: ct, createdByName: personNameSql })
    .from(ct)
    .leftJoin(users, eq(users.id, ct.createdBy))
    .leftJoin(profiles, eq(profiles.id, ct.createdBy))
    .where(and(ofCustomer, between(ct.businessDate, query.from, query.to)))
    .orderBy(asc(ct.businessDate), asc(ct.createdAt), asc(ct.id));

  const openingBalanceCents = Number(opening?.cents ?? 0);
  let balance = openingBalanceCents;
  let totalGivenCents = 0;
  let totalPaidCents = 0;
  const entries = rows.map(({ entry, createdByName }) => {
    const isGiven = entry.transactionType === 'credit_given';
    if (isGiven) totalGivenCents += entry.amountCents;
    else totalPaidCents += entry.amountCents;
    balance += isGiven ? entry.amountCents : -entry.amountCents;
    return toLedgerEntry(entry, createdByName, balance);
  });
  return {
    store: { name: store.name, address: store.address, phone: store.phone, timezone: store.timezone },
    customer: { id: customer.id, displayId: customer.displayId, name: customer.name, phone: customer.phone },
    from: query.from,
    to: query.to,
    openingBalanceCents,
    entries,
    totalGivenCents,
    totalPaidCents,
    closingBalanceCents: balance,
  };
}
