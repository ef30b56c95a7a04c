import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { customers } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { actorFor, createRandom, insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';
import { giveCredit, recordPayment } from './credit.service';
import { findLedgerMismatches } from './ledger-check';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Busy Store');
});
afterAll(async () => t.close());

describe('concurrency', () => {
  it('gives credit exactly once when 200 requests for one customer arrive at once', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 1_000_000 });
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postLedger(t, customer.id, 'credit', { amountCents: 100 + i }, { cookie: i % 2 ? staff.owner.cookie : staff.employee.cookie }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    const winner = responses.find((r) => r.status === 201)!;
    const { entry } = (await winner.json()) as { entry: { amountCents: number } };
    const refusals = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    console.info(`[200 concurrent give-credit on ${t.deps.databaseKind}] ${Date.now() - started} ms`);

    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(refusals).toHaveLength(199);
    for (const body of refusals) expect(body).toEqual({ error: { code: 'CREDIT_ALREADY_GIVEN_TODAY' } });
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(entry.amountCents);
  }, 180_000);

  it('keeps every balance equal to its ledger under a randomized workload of 50 concurrent clients', async () => {
    const random = createRandom(20260301);
    const list = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertCustomer(t, staff.storeId, { name: `Load Customer ${'ABCDEFGHIJKLMNOPQRST'[i]}`, creditLimitCents: 20_000 + i * 500 })),
    );
    const expected = new Map(list.map((c) => [c.id, 0]));
    const counts = { given: 0, paid: 0, refused: 0, retried: 0 };
    const base = Date.parse('2026-01-05T15:00:00Z');
    const actors = [actorFor(staff.owner.id), actorFor(staff.employee.id)];

    async function runClient(client: number) {
      for (let op = 0; op < 40; op++) {
        const customer = list[Math.floor(random() * list.length)]!;
        const now = new Date(base + Math.floor(random() * 60) * 86_400_000 + client * 1000 + op);
        const amountCents = 1 + Math.floor(random() * 3000);
        const isPayment = random() < 0.35;
        const write = isPayment ? recordPayment : giveCredit;
        // One op in ten is sent twice at once with the same Idempotency-Key, as a retrying client would.
        const idempotencyKey = random() < 0.1 ? `load-${client}-${op}` : undefined;
        const attempts = Array.from({ length: idempotencyKey ? 2 : 1 }, () =>
          write(t.db, actors[op % 2]!, staff.storeId, customer.id, { amountCents }, { now, idempotencyKey }),
        );
        const settled = await Promise.allSettled(attempts);
        const entryIds = new Set(settled.flatMap((r) => (r.status === 'fulfilled' ? [r.value.body.entry.id] : [])));
        for (const r of settled) {
          if (r.status === 'rejected' && !(r.reason instanceof AppError && r.reason.status === 409)) throw r.reason;
        }
        expect(entryIds.size).toBeLessThanOrEqual(1);
        if (entryIds.size === 1) {
          expected.set(customer.id, expected.get(customer.id)! + (isPayment ? -amountCents : amountCents));
          counts[isPayment ? 'paid' : 'given'] += 1;
        } else {
          counts.refused += 1;
        }
        if (idempotencyKey) counts.retried += 1;
      }
    }
    const started = Date.now();
    await Promise.all(Array.from({ length: 50 }, (_, client) => runClient(client)));
    console.info(`[randomized workload on ${t.deps.databaseKind}] 2000 ops in ${Date.now() - started} ms:`, counts);

    expect(counts.given + counts.paid + counts.refused).toBe(2000);
    expect(counts.retried).toBeGreaterThan(100);
    expect(counts.given).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(100);
    expect(await findLedgerMismatches(t.db)).toEqual([]);
    for (const customer of list) expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(expected.get(customer.id));
    const [written] = await t.db.execute<{ n: string }>(sql`select count(*) as n from credit_transactions where store_id = ${staff.storeId} and customer_id in (select id from customers where name like 'Load Customer %')`).then((r) => r.rows);
    expect(Number(written!.n)).toBe(counts.given + counts.paid);
  }, 300_000);

  it('finds a customer whose cached balance was changed behind the ledger', async () => {
    const customer = await insertCustomer(t, staff.storeId, { name: 'Tampered Tab' });
    await postLedger(t, customer.id, 'credit', { amountCents: 900 }, { cookie: staff.owner.cookie });
    expect(await findLedgerMismatches(t.db)).toEqual([]);
    await t.db.update(customers).set({ creditBalanceCents: 1 }).where(eq(customers.id, customer.id));
    expect(await findLedgerMismatches(t.db)).toEqual([
      { storeId: staff.storeId, customerId: customer.id, displayId: customer.displayId, name: 'Tampered Tab', cachedBalanceCents: 1, ledgerBalanceCents: 900 },
    ]);
    await t.db.update(customers).set({ creditBalanceCents: 900 }).where(eq(customers.id, customer.id));
  });
});
