import { eq } from 'drizzle-orm';
import { creditTransactions, customers } from '../db/schema/index';
import type { TestApp } from '../test/test-app';
import type { Actor } from '../http/types';

export { createRandom } from '../cli/demo-customers';

let displayCounter = 10_000_000;

/** A customer row written straight through the schema (the customers API is built elsewhere). */
export async function insertCustomer(t: TestApp, storeId: string, values: Partial<typeof customers.$inferInsert> = {}) {
  displayCounter += 1;
  const [row] = await t.db
    .insert(customers)
    .values({ storeId, displayId: String(displayCounter), name: 'Ana Lopez', phone: '+12175550100', ...values })
    .returning();
  return row!;
}

export async function readCustomerRow(t: TestApp, customerId: string) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, customerId));
  return row!;
}

export async function readLedgerRows(t: TestApp, customerId: string) {
  return t.db.select().from(creditTransactions).where(eq(creditTransactions.customerId, customerId));
}

type PostOptions = { cookie?: string; key?: string };

/** POST a ledger write (credit or payments) as a browser would. */
export function postLedger(t: TestApp, customerId: string, kind: 'credit' | 'payments', json: unknown, options: PostOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.key !== undefined) headers['Idempotency-Key'] = options.key;
  return t.request(`/api/customers/${customerId}/${kind}`, { method: 'POST', cookie: options.cookie, headers, json });
}

export function actorFor(userId: string): Actor {
  return { userId, ip: null, userAgent: 'vitest' };
}
