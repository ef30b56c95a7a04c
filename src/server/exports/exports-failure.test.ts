import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportFormats, exportPath } from '#shared/reports/report.schemas';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { insertCustomer } from '../credit/credit-test-support';
import { createStoreWithStaff, createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
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
    expect(logged.some((line) => /^\[exports\] request \S+ credit-transactions\./.test(line) && line.includes(format))).toBe(true);
  });

  it.each(exportFormats)('%s over a real socket: the connection is cut (no last chunk), nothing of the error is sent', async (format) => {
    allowConsoleError();
    const server = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as AddressInfo;
    try {
      const outcome = await new Promise<{ status: number; text: string; isCut: boolean }>((resolve, reject) => {
        const headers = { origin: TEST_ORIGIN, cookie: store.owner.cookie };
        const req = http.get({ host: '127.0.0.1', port, path: exportPath('credit-transactions', format, RANGE), headers }, (res) => {
          const chunks: Buffer[] = [];
          let isRenamed = false;
          const done = (isCut: boolean) => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('latin1'), isCut });
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            if (isRenamed) return;
            isRenamed = true;
            res.pause(); // the next batch is read once the client takes more: after the table is gone
            void t.db.execute(sql`alter table credit_transactions rename to credit_transactions_away`).then(() => res.resume(), reject);
          });
          res.on('end', () => done(!res.complete));
          res.on('error', () => done(true));
        });
        req.on('error', reject);
      });
      expect(outcome.status).toBe(200);
      expect(outcome.isCut).toBe(true);
      expect(outcome.text).not.toMatch(/EXPORT_FAILED|Error:|select |credit_transactions/);
      expect(outcome.text).not.toContain(store.storeId);
    } finally {
      await t.db.execute(sql`alter table if exists credit_transactions_away rename to credit_transactions`);
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it.each(exportFormats)('%s: a download the client cancels stops quietly and the app keeps serving', async (format) => {
    const reader = await startDownload(format);
    await reader.cancel();
    // The later, complete download is the signal: it runs every batch on the same database after the
    // cancel, and an error of the cancelled one (console.error fails the test) would come first.
    const again = await t.request(exportPath('credit-transactions', format, RANGE), { cookie: store.owner.cookie });
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
