import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { creditTransactions as ct, customers } from '../db/schema/index';
import { signedAmount } from './ledger.queries';

export type LedgerMismatch = {
  storeId: string;
  customerId: string;
  displayId: string;
  name: string;
  /** customers.credit_balance_cents */
  cachedBalanceCents: number;
  /** sum(credit_given) − sum(credit_paid) */
  ledgerBalanceCents: number;
};

export type LedgerCheck = { customersChecked: number; entriesChecked: number; mismatches: LedgerMismatch[] };

/** Recompute every customer's balance from the ledger and compare it with the cached balance. */
export async function checkLedger(db: Db): Promise<LedgerCheck> {
  const rows = await db
    .select({
      storeId: customers.storeId,
      customerId: customers.id,
      displayId: customers.displayId,
      name: customers.name,
      cachedBalanceCents: customers.creditBalanceCents,
      ledgerBalanceCents: sql<string>`coalesce(sum(${signedAmount}), 0)`,
      entries: count(ct.id),
    })
    .from(customers)
    .leftJoin(ct, and(eq(ct.storeId, customers.storeId), eq(ct.customerId, customers.id)))
    .groupBy(customers.id, customers.storeId)
    .orderBy(asc(customers.storeId), asc(customers.id));
  const mismatches = rows
    .map((row) => ({ ...row, ledgerBalanceCents: Number(row.ledgerBalanceCents) }))
    .filter((row) => row.cachedBalanceCents !== row.ledgerBalanceCents)
    .map(({ entries: _entries, ...mismatch }) => mismatch);
  return {
    customersChecked: rows.length,
    entriesChecked: rows.reduce((total, row) => total + row.entries, 0),
    mismatches,
  };
}

/** The customers whose cached balance disagrees with their ledger (none, when all is well). */
export async function findLedgerMismatches(db: Db): Promise<LedgerMismatch[]> {
  return (await checkLedger(db)).mismatches;
}
