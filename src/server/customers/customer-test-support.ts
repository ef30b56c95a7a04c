import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Customer } from '#shared/customers/customer.schemas';
import { creditTransactions, customers } from '../db/schema/index';
import type { TestApp } from '../test/test-app';

/** Add a customer through the API as the given user. */
export async function addCustomer(t: TestApp, cookie: string, body: Record<string, unknown> = {}): Promise<Customer> {
  const response = await t.request('/api/customers', {
    method: 'POST',
    cookie,
    json: { name: 'Ana Lopez', phone: '+12175550101', ...body },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Customer;
}

/**
 * Make a customer owe money without the credit routes (built elsewhere): a ledger row and the
 * cached balance changed together, as Give Credit would.
 */
export async function recordLedgerEntry(
  t: TestApp,
  customer: { id: string; storeId: string },
  type: 'credit_given' | 'credit_paid',
  amountCents: number,
) {
  await t.db.transaction(async (tx) => {
    await tx.insert(creditTransactions).values({
      storeId: customer.storeId,
      customerId: customer.id,
      transactionType: type,
      amountCents,
      businessDate: '2025-01-15',
    });
    const [row] = await tx.select().from(customers).where(eq(customers.id, customer.id));
    const delta = type === 'credit_given' ? amountCents : -amountCents;
    await tx.update(customers).set({ creditBalanceCents: row!.creditBalanceCents + delta }).where(eq(customers.id, customer.id));
  });
}

/** The customer row as stored, or undefined. */
export async function readCustomerRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(customers).where(eq(customers.id, id));
  return row;
}
