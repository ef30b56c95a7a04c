import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer, postLedger } from '../credit/credit-test-support';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { watchEventLoop } from './server-timing';

/** Decision 072: SERVER_TIMING=1 puts the app's time, and a ledger write's wait and statement, on every answer; off, nothing. */
let timed: TestApp;
let plain: TestApp;
beforeAll(async () => {
  timed = await createTestApp({ SERVER_TIMING: '1' });
  plain = await createTestApp();
});
afterAll(async () => {
  await timed.close();
  await plain.close();
});

const parts = (header: string | null) =>
  Object.fromEntries((header ?? '').split(', ').map((part) => {
    const [name, dur, desc] = part.split(';');
    return [name, { ms: Number(dur?.replace('dur=', '')), desc: desc?.replace(/^desc="|"$/g, '') }];
  }));

describe('Server-Timing', () => {
  it('a give answers with the app’s time, its wait for the statement and the statement (with its size)', async () => {
    const staff = await createStoreWithStaff(timed, 'Timed Store');
    const customer = await insertCustomer(timed, staff.storeId);
    const response = await postLedger(timed, customer.id, 'credit', { amountCents: 500 }, { cookie: staff.employee.cookie, key: crypto.randomUUID() });
    expect(response.status).toBe(201);
    const header = response.headers.get('server-timing');
    expect(header).toMatch(/^app;dur=\d+\.\d\d, queue;dur=\d+\.\d\d, stmt;dur=\d+\.\d\d;desc="1 writes"$/);
    const { app, queue, stmt } = parts(header);
    expect(stmt!.ms).toBeGreaterThan(0);
    expect(app!.ms).toBeGreaterThanOrEqual(queue!.ms + stmt!.ms);
  });

  it('gives sent together tell the size of the statement they shared', async () => {
    const staff = await createStoreWithStaff(timed, 'Timed Batch Store');
    const list = await Promise.all(Array.from({ length: 12 }, () => insertCustomer(timed, staff.storeId)));
    const answers = await Promise.all(list.map((c) => postLedger(timed, c.id, 'credit', { amountCents: 100 }, { cookie: staff.employee.cookie, key: crypto.randomUUID() })));
    const sizes = answers.map((a) => Number(parts(a.headers.get('server-timing')).stmt?.desc?.split(' ')[0]));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(sizes.every((n) => n >= 1)).toBe(true);
    expect(Math.max(...sizes)).toBeGreaterThan(1);
  });

  it('a refused write and a read carry only the app’s time', async () => {
    const refused = await timed.request('/api/customers/not-a-uuid/credit', { method: 'POST', json: { amountCents: 1 } });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
    expect((await timed.request('/api/health')).headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
  });

  it('is off by default: no header, not even on a give', async () => {
    const staff = await createStoreWithStaff(plain, 'Untimed Store');
    const customer = await insertCustomer(plain, staff.storeId);
    const response = await postLedger(plain, customer.id, 'credit', { amountCents: 500 }, { cookie: staff.employee.cookie, key: crypto.randomUUID() });
    expect(response.status).toBe(201);
    expect(response.headers.get('server-timing')).toBeNull();
    expect((await plain.request('/api/health')).headers.get('server-timing')).toBeNull();
  });
});

describe('the event loop watch (SERVER_TIMING)', () => {
  it('logs a second in which the event loop was held up, with how long', async () => {
    const lines: string[] = [];
    const stop = watchEventLoop((line) => lines.push(line));
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const until = performance.now() + 80;
      while (performance.now() < until) {
        // hold the event loop, as a long synchronous task or a GC pause would
      }
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    } finally {
      stop();
    }
    const held = lines.map((line) => Number(/held up to ([\d.]+) ms/.exec(line)?.[1])).filter(Number.isFinite);
    expect(Math.max(...held)).toBeGreaterThanOrEqual(75);
  });
});
