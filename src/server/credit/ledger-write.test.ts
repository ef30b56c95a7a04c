import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { checkGiveCredit, checkPayment } from '#shared/credit/credit-rules';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { customers, securityAuditLog } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { actorFor, insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';
import { giveCredit, recordPayment } from './credit.service';
import { customerRowFromJson } from './ledger-json';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'One Statement Store');
});
afterAll(async () => t.close());

const now = new Date('2026-05-04T15:00:00Z');
const today = '2026-05-04'; // America/Chicago, the test store's zone, at 10:00

async function outcome(customerId: string, amountCents: number): Promise<string> {
  try {
    await giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, customerId, { amountCents }, { now });
    return 'written';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('the ledger write statement', () => {
  it("refuses exactly when the shared checkGiveCredit does, for every combination of the rules", async () => {
    const cases: string[] = [];
    for (const isBlocked of [false, true])
      for (const internalRedFlag of [false, true])
        for (const dailyCreditOn of [null, '2026-05-03', today])
          for (const [balance, amount] of [
            [0, 100],
            [4_900, 100], // exactly at the limit: allowed
            [4_900, 101], // one cent over
            [-300, 5_300], // store credit counts
            [-300, 5_301], // one cent past the limit from a negative balance
          ] as const) {
            const row = await insertCustomer(t, staff.storeId, { isBlocked, internalRedFlag, dailyCreditOn, creditBalanceCents: balance, creditLimitCents: 5_000 });
            const expected =
              checkGiveCredit(
                { creditBalanceCents: balance, creditLimitCents: 5_000, hasDailyCredit: dailyCreditOn === today, internalRedFlag, isBlocked },
                amount,
              ) ?? 'written';
            const actual = await outcome(row.id, amount);
            cases.push(`${isBlocked}/${internalRedFlag}/${dailyCreditOn}/${balance}+${amount}: ${actual}`);
            expect(actual, cases.at(-1)).toBe(expected);
            expect((await readLedgerRows(t, row.id)).length).toBe(expected === 'written' ? 1 : 0);
            expect((await readCustomerRow(t, row.id)).creditBalanceCents).toBe(expected === 'written' ? balance + amount : balance);
          }
    expect(cases).toHaveLength(60);
  });

  it('refuses a payment exactly when the shared checkPayment does, for every combination', async () => {
    let count = 0;
    for (const balance of [-5_000, -300, 0, 1_000])
      for (const limit of [0, 5_000])
        for (const amount of [1, 1_000, 1_001, 6_000, 6_001])
          for (const acceptStoreCredit of [false, true]) {
            const row = await insertCustomer(t, staff.storeId, { creditBalanceCents: balance, creditLimitCents: limit });
            const expected = checkPayment({ creditBalanceCents: balance, creditLimitCents: limit }, amount, acceptStoreCredit) ?? 'written';
            let actual = 'written';
            try {
              await recordPayment(t.db, actorFor(staff.owner.id), staff.storeId, row.id, { amountCents: amount }, { now, acceptStoreCredit, role: 'store_owner' });
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              actual = error.code;
            }
            const label = `${balance}/${limit} − ${amount} accept=${acceptStoreCredit}`;
            expect(actual, label).toBe(expected);
            expect((await readCustomerRow(t, row.id)).creditBalanceCents, label).toBe(expected === 'written' ? balance - amount : balance);
            count += 1;
          }
    expect(count).toBe(80);
  });

  it('reads the locked row back as drizzle reads it', async () => {
    const row = await insertCustomer(t, staff.storeId, { email: 'x@example.com', address: '1 Elm St', notes: 'n', dailyCreditOn: '2026-05-01', redFlagNotes: null });
    const [json] = (await t.db.execute<{ j: Record<string, unknown> }>(sql`select to_jsonb(c) as j from customers c where id = ${row.id}`)).rows;
    expect(customerRowFromJson(json!.j)).toEqual(await readCustomerRow(t, row.id));
  });

  it('names the acting user in the audit rows of the ledger row and the balance', async () => {
    const row = await insertCustomer(t, staff.storeId);
    expect(await outcome(row.id, 250)).toBe('written');
    const [entry] = await readLedgerRows(t, row.id);
    const audit = await t.db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.storeId, staff.storeId), eq(securityAuditLog.userId, staff.employee.id)))
      .orderBy(desc(securityAuditLog.createdAt))
      .limit(50);
    const rows = audit.filter((a) => a.recordId === row.id || a.recordId === entry!.id).map((a) => `${a.action} ${a.tableName} ${a.userAgent}`);
    expect(rows.sort()).toEqual(['INSERT credit_transactions vitest', 'UPDATE customers vitest']);
  });

  it('answers a give-credit retried while the first is in flight with the first result, not "already given today"', async () => {
    const row = await insertCustomer(t, staff.storeId);
    const key = 'double-tap-give-0001';
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postLedger(t, row.id, 'credit', { amountCents: 300 }, { cookie: staff.employee.cookie, key })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    const bodies = await Promise.all(responses.map((r) => r.json()));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(responses.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(9);
    expect(await readLedgerRows(t, row.id)).toHaveLength(1);
  });

  it("never touches another store's customer, even with its id", async () => {
    const other = await createStoreWithStaff(t, 'Other One Statement Store');
    const theirs = await insertCustomer(t, other.storeId);
    expect(await outcome(theirs.id, 100)).toBe('NOT_FOUND');
    expect(await readLedgerRows(t, theirs.id)).toHaveLength(0);
    const [after] = await t.db.select().from(customers).where(eq(customers.id, theirs.id));
    expect(after!.creditBalanceCents).toBe(0);
  });
});
