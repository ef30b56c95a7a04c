import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { LedgerEntry, LedgerPage, LedgerPageQuery } from '#shared/credit/credit.schemas';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { creditTransactions as ct, profiles, users } from '../db/schema/index';
import { personNameSql } from '../db/person-name';
import { findCustomerRow } from '../customers/index';

/** + amount for credit given, − amount for a payment: what the entry does to the balance. */
export const signedAmount = sql<number>`(case when ${ct.transactionType} = 'credit_given' then ${ct.amountCents} else -${ct.amountCents} end)`;


type EntryRow = {
  id: string;
  transactionType: 'credit_given' | 'credit_paid';
  amountCents: number;
  notes: string | null;
  businessDate: string;
  createdAt: Date;
  occurredAt: Date | null;
};

export function toLedgerEntry(row: EntryRow, createdByName: string | null, balanceAfterCents: number): LedgerEntry {
  return {
    id: row.id,
    transactionType: row.transactionType,
    amountCents: row.amountCents,
    notes: row.notes,
    businessDate: row.businessDate,
    createdAt: row.createdAt.toISOString(),
    occurredAt: row.occurredAt?.toISOString() ?? null,
    createdByName,
    balanceAfterCents,
  };
}

/** The display name of a user (for the entry a write just made). */
export async function findUserName(db: Db | Tx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ name: personNameSql })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.name ?? null;
}

/**
 * One page of a customer's ledger, newest first (created_at desc, id desc). The balance after
 * each entry is a window sum over the customer's whole ledger, so it is right on every page.
 */
export async function listLedgerPage(db: Db, storeId: string, customerId: string, query: LedgerPageQuery): Promise<LedgerPage> {
  await findCustomerRow(db, storeId, customerId);
  const ledger = db
    .select({
      id: ct.id,
      transactionType: ct.transactionType,
      amountCents: ct.amountCents,
      notes: ct.notes,
      businessDate: ct.businessDate,
      createdAt: ct.createdAt,
      occurredAt: ct.occurredAt,
      createdBy: ct.createdBy,
      balanceAfterCents: sql<string>`sum(${signedAmount}) over (order by ${ct.createdAt}, ${ct.id})`.as('balance_after_cents'),
    })
    .from(ct)
    .where(and(eq(ct.storeId, storeId), eq(ct.customerId, customerId)))
    .as('ledger');
  const rows = await db
    .select({
      id: ledger.id,
      transactionType: ledger.transactionType,
      amountCents: ledger.amountCents,
      notes: ledger.notes,
      businessDate: ledger.businessDate,
      createdAt: ledger.createdAt,
      occurredAt: ledger.occurredAt,
      balanceAfterCents: ledger.balanceAfterCents,
      createdByName: personNameSql,
    })
    .from(ledger)
    .leftJoin(users, eq(users.id, ledger.createdBy))
    .leftJoin(profiles, eq(profiles.id, ledger.createdBy))
    .where(query.cursor ? beforeCursor(ledger, storeId, customerId, query.cursor) : undefined)
    .orderBy(desc(ledger.createdAt), desc(ledger.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => toLedgerEntry(r, r.createdByName, Number(r.balanceAfterCents))),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Entries strictly older than the cursor entry (same customer); an unknown cursor gives an empty page. */
function beforeCursor(ledger: { createdAt: unknown; id: unknown }, storeId: string, customerId: string, cursor: string): SQL {
  return sql`(${ledger.createdAt}, ${ledger.id}) < (
    select ${ct.createdAt}, ${ct.id} from ${ct}
    where ${ct.id} = ${cursor} and ${ct.storeId} = ${storeId} and ${ct.customerId} = ${customerId})`;
}
