import { expect } from 'vitest';
import { shiftBusinessDate, todayInZone } from '#shared/dates';
import { creditTransactions } from '../db/schema/index';
import { createStoreWithStaff, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-helpers';
import { saveLog } from '../daily-logs/daily-log-test-helpers';

export const REPORT_PATHS = [
  '/api/reports/daily-logs',
  '/api/reports/daily-logs?from=2026-01-01&to=2026-01-31',
  '/api/reports/monthly-summary?month=2026-01',
  '/api/reports/credit-summary',
  '/api/reports/red-flags',
];

type LedgerRow = {
  storeId: string;
  customerId: string;
  type?: 'credit_given' | 'credit_paid';
  amountCents: number;
  businessDate: string;
  createdAt?: Date;
  notes?: string | null;
};

/** A ledger row with a chosen business date and time, written straight to the table. */
export async function insertLedgerRow(t: TestApp, row: LedgerRow) {
  const [inserted] = await t.db
    .insert(creditTransactions)
    .values({
      storeId: row.storeId,
      customerId: row.customerId,
      transactionType: row.type ?? 'credit_given',
      amountCents: row.amountCents,
      businessDate: row.businessDate,
      notes: row.notes ?? null,
      ...(row.createdAt ? { createdAt: row.createdAt } : {}),
    })
    .returning();
  return inserted!;
}

/** The same calendar date moved by days, for "today − n" in a store's zone. */
export function daysBefore(today: string, days: number): string {
  return shiftBusinessDate(today, -days);
}

export const CANARY_CASH_SALES_CENTS = 987654;
export const CANARY_BALANCE_CENTS = 777_701;

/**
 * A second store whose rows must never reach the first store's reports: a daily log of today and
 * the January test month with cash sales 987654, and 'Canary Zed', red-flagged, with a ledger in
 * the credit report's window.
 */
export async function seedCanaryStore(t: TestApp) {
  const canary = await createStoreWithStaff(t, 'Canary Store');
  const today = todayInZone('America/Chicago');
  for (const date of [today, '2026-01-15']) {
    await saveLog(t, canary.owner.cookie, date, { cashSalesCents: CANARY_CASH_SALES_CENTS, notes: 'canary log' });
  }
  const customer = await insertCustomer(t, canary.storeId, {
    name: 'Canary Zed',
    internalRedFlag: true,
    redFlagNotes: 'canary flag',
    creditBalanceCents: CANARY_BALANCE_CENTS,
    creditLimitCents: 10_000_000,
  });
  await insertLedgerRow(t, { storeId: canary.storeId, customerId: customer.id, amountCents: 777_777, businessDate: today, notes: 'canary entry' });
  await insertLedgerRow(t, { storeId: canary.storeId, customerId: customer.id, type: 'credit_paid', amountCents: 76, businessDate: today });
  return { ...canary, customer, today };
}

/** Nothing of the canary store in a report's JSON. */
export function expectNoCanary(body: unknown, canary: Awaited<ReturnType<typeof seedCanaryStore>>) {
  const text = JSON.stringify(body);
  for (const marker of ['Canary Zed', 'canary', String(CANARY_CASH_SALES_CENTS), String(CANARY_BALANCE_CENTS), '777777', canary.customer.id]) {
    expect(text).not.toContain(marker);
  }
}
