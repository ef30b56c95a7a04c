import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFormats, exportPath } from '#shared/reports/report.schemas';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { insertCustomer } from '../credit/credit-test-support';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { seedLedger } from './export-test-support';

const RANGE = { from: '2026-01-01', to: '2026-01-10' };

describe('an export interrupted half way', () => {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof createStoreWithStaff>>;

  beforeAll(async () => {
    t = await createTestApp();
    store = await createStoreWithStaff(t, 'Fragile Market');
    const customer = await insertCustomer(t, store.storeId);
    await seedLedger(t, store.storeId, customer.id, { count: 20_000, firstDate: RANGE.from, days: 10 });
  }, 120_000);
  afterAll(() => t.close());

  /** The response after its first chunk was read (the rest of the 10 batches not yet). */
  async function startDownload(format: (typeof exportFormats)[number]) {
    const response = await t.request(exportPath('credit-transactions', format, RANGE), { cookie: store.owner.cookie });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    await reader.read();
    return reader;
  }

  it.each(exportFormats)('%s: a database failure aborts the download instead of ending a truncated file', async (format) => {
    allowConsoleError();
    const reader = await startDownload(format);
    await t.db.execute(sql`alter table credit_transactions rename to credit_transactions_away`); // the next batch fails
    try {
      const readAll = async () => {
        for (;;) if ((await reader.read()).done) return 'ended';
      };
      await expect(readAll()).rejects.toBeDefined();
    } finally {
      await t.db.execute(sql`alter table credit_transactions_away rename to credit_transactions`);
    }
    const logged = (console.error as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((c) => String(c[0]));
    expect(logged.some((line) => line.includes(`[exports] credit-transactions.${format}`))).toBe(true);
  });

  it.each(exportFormats)('%s: a download the client cancels stops quietly and the app keeps serving', async (format) => {
    const reader = await startDownload(format);
    await reader.cancel();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await t.request(exportPath('credit-transactions', format, RANGE), { cookie: store.owner.cookie });
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
