import { eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import { customers } from '../db/schema/index';
import { insertCustomer } from '../credit/credit-test-support';
import { createStoreWithStaff, type TestApp } from '../test/test-app';
import { insertDailyLog, insertLedgerRow, setStoreTimezone } from './export-test-support';

export const ZONE = 'Pacific/Kiritimati'; // UTC+14: its local date is a day ahead of UTC for ten hours a day
export const STORE_NAME = "Café Ñandú's Market";
export const RANGE = { from: '2026-03-11', to: '2026-03-12' };
/** 2026-03-10 12:30 UTC is 2026-03-11 02:30 in Kiritimati. */
export const GIVEN_AT = new Date('2026-03-10T12:30:00Z');
export const EVIL_NAME = '=HYPERLINK("http://evil.example","click")';

/**
 * Two stores: the Kiritimati store whose data the tests export, and a second store whose rows
 * (all marked 'canary') share dates and flags with it and must never appear.
 */
export async function seedExportFixture(t: TestApp) {
  const store = await createStoreWithStaff(t, STORE_NAME);
  await setStoreTimezone(t, store.storeId, ZONE);
  const other = await createStoreWithStaff(t, 'Canary Store');

  const ana = await insertCustomer(t, store.storeId, {
    displayId: '1001',
    name: 'Ana "Nana" López',
    phone: '+12175550100',
    email: 'ana@example.com',
    address: '12 Main St, Apt 3\nSpringfield',
    creditBalanceCents: 123450,
    creditLimitCents: 500000,
    dailyCreditOn: todayInZone(ZONE),
    loyalCustomer: true,
    createdAt: GIVEN_AT,
  });
  const evil = await insertCustomer(t, store.storeId, {
    displayId: '1002',
    name: EVIL_NAME,
    phone: '2175550101',
    creditBalanceCents: -5,
    dailyCreditOn: todayInZone('Pacific/Pago_Pago'),
    internalRedFlag: true,
    redFlagNotes: '@risk, -owes',
    isBlocked: true,
    verifiedCustomer: true,
    createdAt: GIVEN_AT,
  });
  await t.db.update(customers).set({ updatedAt: new Date('2026-03-12T09:05:00Z') }).where(eq(customers.id, evil.id));

  await insertLedgerRow(t, store.storeId, {
    customerId: ana.id,
    amountCents: 123450,
    businessDate: '2026-03-11',
    createdAt: GIVEN_AT,
    notes: 'groceries, "big" order',
    createdBy: store.owner.id,
  });
  await insertLedgerRow(t, store.storeId, {
    customerId: evil.id,
    transactionType: 'credit_paid',
    amountCents: 5,
    businessDate: '2026-03-12',
    createdAt: new Date('2026-03-11T10:00:00Z'),
    notes: '+cmd|calc',
  });
  await insertLedgerRow(t, store.storeId, { customerId: ana.id, businessDate: '2026-03-13', createdAt: new Date('2026-03-12T10:00:00Z'), notes: 'after the range' });
  await insertLedgerRow(t, store.storeId, { customerId: ana.id, businessDate: '2026-03-10', createdAt: new Date('2026-03-10T09:00:00Z'), notes: 'before the range' });

  // Short by $0.50, then over by $2.00.
  await insertDailyLog(t, store.storeId, {
    logDate: '2026-03-11',
    startingCashCents: 10000,
    cashSalesCents: 50050,
    payoutsCents: 1000,
    expensesCents: 2000,
    actualCashCents: 57000,
    notes: '-50c, see "drawer"',
  });
  await insertDailyLog(t, store.storeId, { logDate: '2026-03-12', startingCashCents: 100, actualCashCents: 300 });
  await insertDailyLog(t, store.storeId, { logDate: '2026-03-13', startingCashCents: 100, actualCashCents: 100, notes: 'after the range' });

  const canary = await insertCustomer(t, other.storeId, { displayId: '1001', name: 'Canary Customer', internalRedFlag: true, redFlagNotes: 'canary' });
  await insertLedgerRow(t, other.storeId, { customerId: canary.id, businessDate: '2026-03-11', createdAt: GIVEN_AT, notes: 'canary' });
  await insertDailyLog(t, other.storeId, { logDate: '2026-03-11', notes: 'canary' });
  return { store, other };
}

/** What the Kiritimati store's exports hold, as CSV text (money plain, times in Kiritimati). */
export const expectedCsv = {
  dailyLogs: [
    ['Date', 'Starting Cash', 'Cash Sales', 'Payouts', 'Expenses', 'Expected Cash', 'Actual Cash', 'Balance', 'Status', 'Notes'],
    ['2026-03-11', '100.00', '500.50', '10.00', '20.00', '570.50', '570.00', '-0.50', 'Short', `'-50c, see "drawer"`],
    ['2026-03-12', '1.00', '0.00', '0.00', '0.00', '1.00', '3.00', '2.00', 'Over', ''],
  ],
  creditTransactions: [
    ['Date and time', 'Business Date', 'Customer ID', 'Customer', 'Type', 'Amount', 'Notes', 'Recorded by'],
    ['2026-03-11 02:30', '2026-03-11', '1001', 'Ana "Nana" López', 'Credit given', '1234.50', 'groceries, "big" order', 'Rosa Diaz'],
    ['2026-03-12 00:00', '2026-03-12', '1002', `'${EVIL_NAME}`, 'Payment', '0.05', "'+cmd|calc", ''],
  ],
  customers: [
    ['ID', 'Name', 'Phone', 'Email', 'Address', 'Balance', 'Credit Limit', 'Daily Credit Active', 'Red Flagged', 'Red Flag Notes', 'Blocked', 'Verified', 'Loyal', 'Created'],
    ['1002', `'${EVIL_NAME}`, '2175550101', '', '', '-0.05', '50.00', 'No', 'Yes', "'@risk, -owes", 'Yes', 'Yes', 'No', '2026-03-11 02:30'],
    ['1001', 'Ana "Nana" López', "'+12175550100", 'ana@example.com', '12 Main St, Apt 3\nSpringfield', '1234.50', '5000.00', 'Yes', 'No', '', 'No', 'No', 'Yes', '2026-03-11 02:30'],
  ],
  redFlags: [
    ['ID', 'Name', 'Phone', 'Email', 'Balance', 'Flag Notes', 'Last Updated'],
    ['1002', `'${EVIL_NAME}`, '2175550101', '', '-0.05', "'@risk, -owes", '2026-03-12 23:05'],
  ],
};
