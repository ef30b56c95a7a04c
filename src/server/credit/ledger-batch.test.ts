import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { openPostgres } from '../db/client';
import { idempotencyKeys, securityAuditLog } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { actorFor, insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';
import { giveCredit } from './credit.service';
import { findLedgerMismatches } from './ledger-check';
import { WriteBatcher } from './ledger-batch';
import { LEDGER_STATEMENTS_IN_FLIGHT, ledgerBatcher, ledgerWriteValues, runLedgerStatement } from './ledger-write';
import { ledgerWriteSql, type LedgerWriteParams } from './ledger-statement';

/**
 * Writes gathered into one statement (decision 068): each write of a batch is judged and answered as
 * if it were alone; two writes of one customer or one key never share a statement; a failing write
 * fails alone; two instances' batches never deadlock.
 */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Batch Store');
  canary = await createStoreWithStaff(t, 'Canary Batch Store');
});
afterAll(async () => t.close());

const at = new Date('2026-05-04T15:00:00Z');
const today = '2026-05-04';
const give = (customerId: string, more: Partial<LedgerWriteParams> = {}): LedgerWriteParams => ({
  storeId: staff.storeId, customerId, type: 'credit_given', amountCents: 500, notes: null, today, at,
  createdByName: 'Batch Tester', key: crypto.randomUUID(), requestHash: 'batch-test', ...more,
});

describe('one statement for several writes', () => {
  it('answers each write by its own row: written, refused by a rule, another store’s customer, a key already used', async () => {
    const fresh = await insertCustomer(t, staff.storeId, { creditLimitCents: 10_000 });
    const givenToday = await insertCustomer(t, staff.storeId, { dailyCreditOn: today });
    const overLimit = await insertCustomer(t, staff.storeId, { creditLimitCents: 400 });
    const blocked = await insertCustomer(t, staff.storeId, { isBlocked: true });
    const othersCustomer = await insertCustomer(t, canary.storeId);
    const replayed = await insertCustomer(t, staff.storeId);
    const usedKey = crypto.randomUUID();
    const [first] = await runLedgerStatement(t.db, 'cs_ledger_give_key', [ledgerWriteValues(actorFor(staff.owner.id), give(replayed.id, { key: usedKey })).values]);
    expect(first!.written).not.toBeNull();

    const writes = [fresh, givenToday, overLimit, blocked, othersCustomer, replayed].map((c) =>
      ledgerWriteValues(actorFor(staff.employee.id), give(c.id, c === replayed ? { key: usedKey, customerId: replayed.id } : {})),
    );
    const rows = await runLedgerStatement(t.db, 'cs_ledger_give_key', writes.map((w) => w.values));

    expect(rows).toHaveLength(6);
    expect(rows[0]!.written).not.toBeNull();
    expect(rows[0]!.balance).toBe('500');
    for (const [index, refused] of [[1, givenToday], [2, overLimit], [3, blocked]] as const) {
      expect(rows[index]!.written, `write ${index}`).toBeNull();
      expect(rows[index]!.before, `write ${index}`).toMatchObject({ id: refused.id });
    }
    // Another store's customer: as if it did not exist (NOT_FOUND), and nothing of it moved.
    expect(rows[4]).toEqual({ before: null, written: null, balance: null, givenThatDay: false });
    // A key already used: nothing written; the caller reads the stored answer.
    expect(rows[5]!.written).toBeNull();
    expect(rows[5]!.before).toMatchObject({ id: replayed.id, credit_balance_cents: 500 });

    expect(await readLedgerRows(t, fresh.id)).toHaveLength(1);
    for (const c of [givenToday, overLimit, blocked, othersCustomer]) expect(await readLedgerRows(t, c.id)).toHaveLength(0);
    expect(await readLedgerRows(t, replayed.id)).toHaveLength(1);
    expect((await readCustomerRow(t, othersCustomer.id)).creditBalanceCents).toBe(0);
    // Each write's audit rows carry its own actor: the written one by the employee, the first by the owner.
    const audit = await t.db.select().from(securityAuditLog).where(and(inArray(securityAuditLog.recordId, [fresh.id, replayed.id]), eq(securityAuditLog.action, 'UPDATE')));
    expect(audit.map((r) => [r.recordId, r.userId]).sort()).toEqual([[fresh.id, staff.employee.id], [replayed.id, staff.owner.id]].sort());
    const [stored] = await t.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.storeId, staff.storeId), eq(idempotencyKeys.key, usedKey)));
    expect((stored!.response as { entry: { balance_after_cents: number } }).entry.balance_after_cents).toBe(500);
  });

  it('gathers concurrent writes into fewer statements, each write applied once, every balance equal to its ledger', async () => {
    const list = await Promise.all(Array.from({ length: 40 }, () => insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 })));
    const batcher = ledgerBatcher(t.db, 'ledger');
    batcher.sizes.length = 0;
    const responses = await Promise.all(list.map((c, i) => postLedger(t, c.id, 'credit', { amountCents: 100 + i }, { cookie: staff.employee.cookie, key: crypto.randomUUID() })));
    expect(responses.map((r) => r.status)).toEqual(list.map(() => 201));
    for (const [i, response] of responses.entries()) {
      const body = (await response.json()) as { customer: { id: string; creditBalanceCents: number }; entry: { amountCents: number } };
      expect(body.customer).toMatchObject({ id: list[i]!.id, creditBalanceCents: 100 + i });
      expect(body.entry.amountCents).toBe(100 + i);
    }
    // Fewer statements than writes: at most LEDGER_STATEMENTS_IN_FLIGHT ran at once, the others waited and went together.
    expect(batcher.sizes.reduce((a, b) => a + b, 0)).toBe(40);
    expect(batcher.sizes.length).toBeLessThan(40);
    expect(Math.max(...batcher.sizes)).toBeGreaterThan(1);
    expect(batcher.sizes.slice(0, LEDGER_STATEMENTS_IN_FLIGHT)).toEqual(Array.from({ length: LEDGER_STATEMENTS_IN_FLIGHT }, () => 1));
    expect((await findLedgerMismatches(t.db)).map((m) => m.customerId)).toEqual([]);
  });

  it('never puts two writes of one customer in one statement: the second is judged after the first (once a day)', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 })));
    const batcher = ledgerBatcher(t.db, 'ledger');
    batcher.sizes.length = 0;
    // Three gives for each customer at once, interleaved.
    const outcomes = await Promise.all(
      [0, 1, 2].flatMap((round) =>
        customers.map((c) =>
          giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, c.id, { amountCents: 1_000 + round }, { now: at, idempotencyKey: crypto.randomUUID() })
            .then(() => 'written')
            .catch((error: unknown) => (error instanceof AppError ? error.code : String(error))),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'written')).toHaveLength(6);
    expect(outcomes.filter((o) => o === 'CREDIT_ALREADY_GIVEN_TODAY')).toHaveLength(12);
    for (const c of customers) {
      const ledger = await readLedgerRows(t, c.id);
      expect(ledger).toHaveLength(1);
      expect((await readCustomerRow(t, c.id)).creditBalanceCents).toBe(ledger[0]!.amountCents);
    }
    expect(Math.max(...batcher.sizes)).toBeLessThanOrEqual(6);
  });

  it('never puts one key in two writes of a statement: the same key sent twice at once is applied once and answered the same', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 });
    const filler = await Promise.all(Array.from({ length: 6 }, () => insertCustomer(t, staff.storeId)));
    const key = crypto.randomUUID();
    const responses = await Promise.all([
      ...filler.map((c) => postLedger(t, c.id, 'credit', { amountCents: 300 }, { cookie: staff.employee.cookie, key: crypto.randomUUID() })),
      postLedger(t, customer.id, 'credit', { amountCents: 300 }, { cookie: staff.employee.cookie, key }),
      postLedger(t, customer.id, 'credit', { amountCents: 300 }, { cookie: staff.employee.cookie, key }),
    ]);
    const [a, b] = responses.slice(-2);
    expect([a!.status, b!.status]).toEqual([201, 201]);
    expect(await a!.json()).toEqual(await b!.json());
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
  });
});

describe('a failing statement', () => {
  it('fails only the write it belongs to: the others are sent again one at a time', async () => {
    const calls: number[] = [];
    const batcher = new WriteBatcher<string, string>(async (_name, writes) => {
      calls.push(writes.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (writes.includes('bad')) throw new Error('invalid input syntax for type uuid');
      return writes.map((w) => `ok ${w}`);
    }, 1, 64);
    const writes = ['a', 'b', 'bad', 'c', 'd'].map((w) => batcher.write({ name: 'give', values: w, customerId: w, key: null }).catch((e: unknown) => `failed: ${(e as Error).message}`));
    expect(await Promise.all(writes)).toEqual(['ok a', 'ok b', 'failed: invalid input syntax for type uuid', 'ok c', 'ok d']);
    // a alone (nothing else was running), then b…d together, which failed, then each alone.
    expect(calls).toEqual([1, 4, 1, 1, 1, 1]);
    expect(batcher.failedBatches).toBe(1);
  });

  it('fails every write of it when the database went away (each client sends it again with its key)', async () => {
    const calls: number[] = [];
    const batcher = new WriteBatcher<string, string>(async (_name, writes) => {
      calls.push(writes.length);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls.length > 1) throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '57P01' });
      return writes.map((w) => `ok ${w}`);
    }, 1, 64);
    const writes = ['a', 'b', 'c'].map((w) => batcher.write({ name: 'give', values: w, customerId: w, key: null }).catch(() => 'failed'));
    expect(await Promise.all(writes)).toEqual(['ok a', 'failed', 'failed']);
    expect(calls).toEqual([1, 2]);
  });

  it('a real statement with one bad value: the others are written, the bad one fails', async () => {
    const good = await Promise.all(Array.from({ length: 5 }, () => insertCustomer(t, staff.storeId)));
    const outcomes = await Promise.all([
      ...good.map((c) => giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, c.id, { amountCents: 200 }, { now: at, idempotencyKey: crypto.randomUUID() }).then(() => 'written')),
      // A customer id that is no uuid reaches the statement only from code; it fails alone.
      giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, 'not-a-uuid', { amountCents: 200 }, { now: at, idempotencyKey: crypto.randomUUID() }).then(() => 'written', () => 'failed'),
    ]);
    expect(outcomes).toEqual(['written', 'written', 'written', 'written', 'written', 'failed']);
    for (const c of good) expect(await readLedgerRows(t, c.id)).toHaveLength(1);
  });
});

describe('two instances', () => {
  it('never deadlock: their statements lock the same customers in id order whatever order the writes came in', async () => {
    const other = openPostgres(t.url, 10, inject('testDatabase').kind);
    try {
      const list = await Promise.all(Array.from({ length: 12 }, () => insertCustomer(t, staff.storeId, { creditLimitCents: 1_000_000 })));
      const pay = (db: typeof t.db, customerId: string) =>
        runLedgerStatementAlone(db, customerId);
      // Payments (no once-a-day rule) to the same twelve customers from both instances, in opposite orders, many rounds.
      for (let round = 0; round < 5; round++) {
        await Promise.all([...list.map((c) => pay(t.db, c.id)), ...[...list].reverse().map((c) => pay(other.db, c.id))]);
      }
      expect((await findLedgerMismatches(t.db)).map((m) => m.customerId)).toEqual([]);
      for (const c of list) expect(await readLedgerRows(t, c.id)).toHaveLength(10);
    } finally {
      await other.close();
    }
  });
});

describe('the lock order', () => {
  it('is the customers’ ids: the plan sorts the writes’ customers by id below the row locks', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const plan = await t.db.execute<{ 'QUERY PLAN': string }>(sql`explain (costs off) ${ledgerWriteSql(actorFor(staff.owner.id), give(customer.id))}`);
    const lines = plan.rows.map((r) => r['QUERY PLAN']);
    const target = lines.findIndex((l) => l.includes('CTE target'));
    expect(lines[target + 1]).toMatch(/->\s+LockRows/);
    expect(lines[target + 2]).toMatch(/->\s+Sort/);
    expect(lines[target + 3]).toMatch(/Sort Key: c\.id$/);
  });
});

/** A 1-cent payment accepted as store credit through the instance's batcher (db). */
function runLedgerStatementAlone(db: typeof t.db, customerId: string) {
  return ledgerBatcher(db, 'ledger').write(
    ledgerWriteValues(actorFor(staff.owner.id), { ...give(customerId), type: 'credit_paid', amountCents: 1, acceptStoreCredit: true, at: null }),
  );
}
