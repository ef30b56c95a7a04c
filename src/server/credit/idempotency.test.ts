import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { customers } from '../db/schema/index';
import { insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Idempotent Store');
});
afterAll(async () => t.close());

describe('Idempotency-Key', () => {
  it('applies a retried request once and answers it with the same status and body', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const key = 'retry-0001-aaaa';
    const first = await postLedger(t, customer.id, 'credit', { amountCents: 700 }, { cookie: staff.employee.cookie, key });
    const second = await postLedger(t, customer.id, 'credit', { amountCents: 700 }, { cookie: staff.employee.cookie, key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(700);
  });

  it('refuses the same key with a different body or on another route (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000 });
    const key = 'reuse-0001-bbbb';
    expect((await postLedger(t, customer.id, 'payments', { amountCents: 300 }, { cookie: staff.owner.cookie, key })).status).toBe(201);
    for (const [kind, body] of [
      ['payments', { amountCents: 301 }],
      ['payments', { amountCents: 300, notes: 'other' }],
      ['credit', { amountCents: 300 }],
    ] as const) {
      const response = await postLedger(t, customer.id, kind, body, { cookie: staff.owner.cookie, key });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    }
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
  });

  it('writes once when the same key arrives many times at once', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000 });
    const key = 'concurrent-0001-cccc';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postLedger(t, customer.id, 'payments', { amountCents: 250 }, { cookie: staff.employee.cookie, key })),
    );
    const bodies = await Promise.all(responses.map((r) => r.json()));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(750);
  });

  it('does not keep the key of a refused attempt: the same request succeeds once the refusal is gone', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 5000, creditLimitCents: 5000 });
    const key = 'after-refusal-dddd';
    const refused = await postLedger(t, customer.id, 'credit', { amountCents: 500 }, { cookie: staff.owner.cookie, key });
    expect(refused.status).toBe(409);
    await t.db.update(customers).set({ creditLimitCents: 10_000 }).where(eq(customers.id, customer.id));
    const retried = await postLedger(t, customer.id, 'credit', { amountCents: 500 }, { cookie: staff.owner.cookie, key });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(5500);
  });

  it('keeps keys per store: another store may use the same key', async () => {
    const other = await createStoreWithStaff(t, 'Other Idempotent Store');
    const mine = await insertCustomer(t, staff.storeId);
    const theirs = await insertCustomer(t, other.storeId);
    const key = 'shared-key-eeee';
    expect((await postLedger(t, mine.id, 'credit', { amountCents: 100 }, { cookie: staff.owner.cookie, key })).status).toBe(201);
    const response = await postLedger(t, theirs.id, 'credit', { amountCents: 100 }, { cookie: other.owner.cookie, key });
    expect(response.status).toBe(201);
    expect(response.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await readLedgerRows(t, theirs.id)).toHaveLength(1);
  });
});
