import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { createStoreWithStaff, createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { insertPayrollEntry } from '../payroll/payroll-test-support';

/**
 * Issue 22 point 2, over a real socket as @hono/node-server serves it: a refusal or a failure
 * before the first byte is the app's JSON error with every security header — never node-server's
 * own '500 text/plain' carrying the error's message (the SQL and the store id).
 */
let t: TestApp;
let server: ServerType;
let port: number;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Socket Store');
  await insertPayrollEntry(t, shop.owner.cookie, shop.employee.id);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

function get(path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { origin: TEST_ORIGIN, cookie: shop.owner.cookie };
    const req = http.get({ host: '127.0.0.1', port, path, headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

function expectJsonError(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  for (const leak of [/select |params:|failed query|payroll_entries|Error:/i, shop.storeId]) expect(answer.text).not.toMatch(leak);
  return JSON.parse(answer.text) as { error: { code: string; fields?: Record<string, string> } };
}

describe('payroll export over a real socket', () => {
  it.each(['csv', 'xlsx'])('%s: employeeId holding NUL or U+0001 is 422 JSON with the security headers', async (format) => {
    for (const value of ['%00', '%01']) {
      const body = expectJsonError(await get(`/api/exports/payroll.${format}?employeeId=${value}`), 422);
      expect(body.error).toEqual({ code: 'VALIDATION_FAILED', fields: { employeeId: 'invalid_characters' } });
    }
  });

  it.each(['csv', 'xlsx'])('%s: a database failure on the first rows is a JSON 500, logged with the request id', async (format) => {
    allowConsoleError();
    await t.db.execute(sql`alter table payroll_entries rename to payroll_entries_away`);
    try {
      const body = expectJsonError(await get(`/api/exports/payroll.${format}`), 500);
      expect(body.error).toEqual({ code: 'INTERNAL' });
    } finally {
      await t.db.execute(sql`alter table payroll_entries_away rename to payroll_entries`);
    }
    const logged = (console.error as unknown as { mock: { calls: unknown[][] } }).mock.calls.map((c) => String(c[0]));
    expect(logged.some((line) => /^\[error\] request \S+ GET \/api\/exports\/payroll\./.test(line))).toBe(true);
  });

  it.each(['csv', 'xlsx'])('%s: the same export downloads whole afterwards (positive control)', async (format) => {
    const answer = await get(`/api/exports/payroll.${format}`);
    expect(answer.status).toBe(200);
    expect(answer.text.length).toBeGreaterThan(100);
  });
});
