import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { deleteOldRequestCounters } from './request-counter';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  staff = await createStoreWithStaff(t, 'Crash Store');
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => t.close());

const report = (ip: string, json: unknown = { message: 'boom', path: '/customers' }, cookie?: string) =>
  t.request('/api/client-errors', { method: 'POST', json, cookie, headers: { 'x-forwarded-for': ip } });

describe('POST /api/client-errors', () => {
  it('logs one JSON line, whatever newlines the report carries (other control characters are refused by the input layer)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const message = 'TypeError: x\n[server] forged line\n\tat y';
    const response = await report('192.0.2.1', { message, stack: 'at a\nat b', path: '/customers' });
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]![0]);
    expect(line).not.toMatch(/[\n\r\t]/);
    expect(JSON.parse(line)).toMatchObject({ event: 'client-error', message, stack: 'at a\nat b', path: '/customers', ip: '192.0.2.1' });
  });

  it('caps the size of a report (422)', async () => {
    const response = await report('192.0.2.2', { message: 'x'.repeat(2001) });
    expect(response.status).toBe(422);
  });

  it('takes 30 reports per IP in 10 minutes, then answers 429 RATE_LIMITED; another IP still gets through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const statuses = [];
    for (let i = 0; i < 32; i++) statuses.push((await report('198.51.100.7')).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(204));
    expect(statuses.slice(30)).toEqual([429, 429]);
    const refused = await report('198.51.100.7');
    expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    expect((await report('198.51.100.8')).status).toBe(204);
  });

  it('takes 10 reports per session, from however many addresses', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await report(`203.0.113.${i + 1}`, { message: 'loop' }, staff.owner.cookie)).status);
    expect(statuses).toEqual([...Array(10).fill(204), 429, 429]);
    expect(warn).toHaveBeenCalledTimes(10);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ userId: staff.owner.id });
  });

  it('keeps the counts in the database, and housekeeping drops windows that are over', async () => {
    const rows = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from request_counters where bucket like 'client-errors:%'`);
    expect(rows.rows[0]!.n).toBeGreaterThan(0);
    await t.db.execute(sql`update request_counters set window_start = window_start - interval '2 days'`);
    expect(await deleteOldRequestCounters(t.db)).toBeGreaterThan(0);
    const left = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from request_counters`);
    expect(left.rows[0]!.n).toBe(0);
  });
});
