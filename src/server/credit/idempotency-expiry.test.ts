import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { idempotencyKeys } from '../db/schema/index';
import { startHousekeeping } from '../jobs/housekeeping';
import { insertCustomer, postLedger, readLedgerRows } from './credit-test-support';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_TTL_HOURS } from './idempotency';
import { DELETE_BATCH } from '../db/batched-delete';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Expiring Keys Store');
});
afterAll(async () => t.close());

const hours = (n: number) => n * 3_600_000;

async function keysOf(storeId: string) {
  return (await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.storeId, storeId))).map((r) => r.key).sort();
}

describe('idempotency key expiry', () => {
  it(`deletes keys older than ${IDEMPOTENCY_KEY_TTL_HOURS} hours and keeps the younger ones`, async () => {
    const now = new Date();
    const rows = [
      ['old-1', hours(IDEMPOTENCY_KEY_TTL_HOURS + 1)],
      ['old-2', hours(24 * 30)],
      ['young', hours(IDEMPOTENCY_KEY_TTL_HOURS - 1)],
      ['fresh', 0],
    ] as const;
    await t.db.insert(idempotencyKeys).values(
      rows.map(([key, age]) => ({ storeId: staff.storeId, key, requestHash: 'h', status: 'done' as const, responseStatus: 201, response: {}, createdAt: new Date(now.getTime() - age) })),
    );
    expect(await deleteExpiredIdempotencyKeys(t.db, now)).toBeGreaterThanOrEqual(2);
    expect(await keysOf(staff.storeId)).toEqual(['fresh', 'young']);
    expect(await deleteExpiredIdempotencyKeys(t.db, now)).toBe(0);
  });

  it('drains a backlog larger than one batch, batch by batch, and keeps the young keys', async () => {
    const backlog = await createStoreWithStaff(t, 'Backlog Store');
    const now = new Date();
    const expired = DELETE_BATCH * 2 + 37;
    await t.db.insert(idempotencyKeys).values(
      Array.from({ length: expired + 1 }, (_, i) => ({
        storeId: backlog.storeId, key: i === expired ? 'young' : `old-${i}`, requestHash: 'h', status: 'done' as const, responseStatus: 201, response: {},
        createdAt: new Date(now.getTime() - (i === expired ? hours(1) : hours(IDEMPOTENCY_KEY_TTL_HOURS + 1 + i / 1000))),
      })),
    );
    const started = Date.now();
    expect(await deleteExpiredIdempotencyKeys(t.db, now, 150)).toBe(expired);
    // Three statements (two full batches and the rest), a pause after each full one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await keysOf(backlog.storeId)).toEqual(['young']);
  });

  it('lets a key be used again once it has expired: the retry is a new request', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000 });
    const key = 'expire-then-reuse-0001';
    const first = await postLedger(t, customer.id, 'payments', { amountCents: 200 }, { cookie: staff.owner.cookie, key });
    expect(first.status).toBe(201);
    const replay = await postLedger(t, customer.id, 'payments', { amountCents: 200 }, { cookie: staff.owner.cookie, key });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    await deleteExpiredIdempotencyKeys(t.db, new Date(Date.now() + hours(IDEMPOTENCY_KEY_TTL_HOURS + 1)));
    const again = await postLedger(t, customer.id, 'payments', { amountCents: 200 }, { cookie: staff.owner.cookie, key });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await readLedgerRows(t, customer.id)).toHaveLength(2);
  });

  it('runs from the housekeeping timer and logs what it deleted', async () => {
    const other = await createStoreWithStaff(t, 'Housekeeping Store');
    await t.db.insert(idempotencyKeys).values({ storeId: other.storeId, key: 'stale', requestHash: 'h', status: 'done', responseStatus: 201, response: {}, createdAt: new Date(Date.now() - hours(IDEMPOTENCY_KEY_TTL_HOURS + 24)) });
    const lines: string[] = [];
    const stop = startHousekeeping(t.db, { firstRunMs: 1, intervalMs: 60_000, log: (line) => lines.push(line) });
    try {
      for (let i = 0; i < 100 && lines.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      stop();
    }
    expect(lines.join('\n')).toMatch(/deleted \d+ expired idempotency keys/);
    expect(await keysOf(other.storeId)).toEqual([]);
  });
});
