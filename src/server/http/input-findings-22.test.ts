import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertPayrollEntry } from '../payroll/payroll-test-support';

/** Issue 22, points 2, 5 and 8, each tried from outside as the issue describes them. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Probe Store');
  admin = await createAdmin(t);
  await insertPayrollEntry(t, shop.owner.cookie, shop.employee.id);
}, 60_000);
afterAll(async () => t.close());

const uuid = '3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b';
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** An error answer: JSON of the one shape, with the security headers, and no SQL, stack or store id. */
async function expectError(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  const text = await response.text();
  for (const leak of [/select |insert |params:|failed query|syntax|\bat \w+ \(|node_modules/i, shop.storeId]) expect(text).not.toMatch(leak);
  return JSON.parse(text) as { error: { code: string; fields?: Record<string, string> } };
}

describe('point 2: payroll export parameters are checked before the first byte', () => {
  it.each(['csv', 'xlsx'])('%s: NUL, other control characters and malformed ids are 422 JSON', async (format) => {
    for (const value of ['%00', '%01', 'a%1Bb', '%7F', '%C2%85', 'not%20an%20id']) {
      const response = await t.request(`/api/exports/payroll.${format}?employeeId=${value}`, { cookie: shop.owner.cookie });
      const body = await expectError(response, 422);
      expect(body.error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(body.error.fields ?? {})).toEqual(['employeeId']);
    }
  });

  it.each(['csv', 'xlsx'])('%s: the employee filter still downloads (positive control)', async (format) => {
    const response = await t.request(`/api/exports/payroll.${format}?employeeId=${shop.employee.id}`, { cookie: shop.owner.cookie });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});

describe('point 5: malformed input is 422, never 500', () => {
  it.each(['%00', '%01', '%1F', '%7F', '%C2%9F'])('GET /api/payroll?employeeId=%s', async (value) => {
    const body = await expectError(await t.request(`/api/payroll?employeeId=${value}`, { cookie: shop.owner.cookie }), 422);
    expect(body.error).toEqual({ code: 'VALIDATION_FAILED', fields: { employeeId: 'invalid_characters' } });
  });

  it('a control character in any query parameter or path parameter of a route is refused at the door', async () => {
    for (const path of ['/api/customers?q=ana%00', '/api/customers?q=%07', `/api/customers/${uuid}%00`, '/api/daily-logs/2026-01-01%01']) {
      const body = await expectError(await t.request(path, { cookie: shop.owner.cookie }), 422);
      expect(Object.values(body.error.fields ?? {})).toEqual(['invalid_characters']);
    }
  });

  it('NUL anywhere in a JSON body is 422 on that field', async () => {
    const json = { name: 'Bea', phone: '+12175550102', address: { nested: ['ok', 'x\u0000'] } };
    const body = await expectError(await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json }), 422);
    expect(body.error.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['an impossible timestamp', [false, '2025-13-45T99:99:99', uuid]],
    ['the 30th of February', [false, '2025-02-30T10:00:00.000000', uuid]],
    ['a year PostgreSQL refuses', [true, '0000-01-01T00:00:00', uuid]],
    ['a malformed id', [false, '2025-01-01T00:00:00.000000', '------------------------------------']],
    ['an id holding NUL', [false, '2025-01-01T00:00:00.000000', `${uuid.slice(0, 35)}\u0000`]],
    ['a wrong pinned flag', ['yes', '2025-01-01T00:00:00.000000', uuid]],
    ['an extra element', [false, '2025-01-01T00:00:00.000000', uuid, 1]],
  ])('a community cursor holding %s', async (_label, content) => {
    const response = await t.request(`/api/community/posts?cursor=${base64url(JSON.stringify(content))}`, { cookie: shop.owner.cookie });
    expect((await expectError(response, 422)).error).toEqual({ code: 'VALIDATION_FAILED', fields: { cursor: 'invalid' } });
  });

  it.each([
    `1|${uuid}`,
    `+010000-01-01T00:00:00Z|${uuid}`,
    `0000-01-01T00:00:00.000000Z|${uuid}`,
    `2025-13-45T99:99:99Z|${uuid}`,
    `2025-01-01 00:00:00|${uuid}`,
    `2025-01-01T00:00:00.000000Z|not-a-uuid`,
  ])('an audit-log cursor %s', async (content) => {
    const response = await t.request(`/api/admin/security/audit-log?cursor=${base64url(content)}`, { cookie: admin.cookie });
    expect((await expectError(response, 422)).error).toEqual({ code: 'VALIDATION_FAILED', fields: { cursor: 'invalid_cursor' } });
  });

  it.each(['0000-01-01T00:00:00Z', '%2B010000-01-01T00:00:00Z', '2025-02-29T00:00:00Z', '2025-01-01T00:00:00+24:00'])('an audit-log from=%s', async (from) => {
    const response = await t.request(`/api/admin/security/audit-log?from=${from}`, { cookie: admin.cookie });
    expect((await expectError(response, 422)).error).toEqual({ code: 'VALIDATION_FAILED', fields: { from: 'invalid_date' } });
  });

  it('a customer-directory cursor whose name holds NUL', async () => {
    const response = await t.request(`/api/customers?cursor=${base64url(JSON.stringify(['a\u0000b', uuid]))}`, { cookie: shop.owner.cookie });
    expect((await expectError(response, 422)).error).toEqual({ code: 'VALIDATION_FAILED', fields: { cursor: 'invalid_cursor' } });
  });

  it('a payroll cursor that is not an entry id', async () => {
    const response = await t.request('/api/payroll?cursor=1%27', { cookie: shop.owner.cookie });
    expect((await expectError(response, 422)).error).toEqual({ code: 'VALIDATION_FAILED', fields: { cursor: 'invalid_cursor' } });
  });

  it('well-formed cursors and timestamps still page (positive control)', async () => {
    const cursor = base64url(JSON.stringify([false, '2999-01-01T00:00:00.000000', uuid]));
    expect((await t.request(`/api/community/posts?cursor=${cursor}`, { cookie: shop.owner.cookie })).status).toBe(200);
    const audit = base64url(`2999-01-01T00:00:00.000000Z|${uuid}`);
    expect((await t.request(`/api/admin/security/audit-log?cursor=${audit}&from=2024-02-29T00:00:00.000Z`, { cookie: admin.cookie })).status).toBe(200);
  });
});

describe('point 8: a trailing slash is 404, never a 405 that allows the method used', () => {
  it.each([
    ['GET', '/api/health/'],
    ['GET', '/api/customers/'],
    ['POST', '/api/customers/'],
    ['GET', '/api/payroll/'],
    ['GET', `/api/payroll/${uuid}/`],
  ])('%s %s', async (method, path) => {
    const response = await t.request(path, { method, cookie: shop.owner.cookie, ...(method === 'POST' ? { json: {} } : {}) });
    expect(response.headers.get('allow')).toBeNull();
    expect((await expectError(response, 404)).error).toEqual({ code: 'NOT_FOUND' });
  });

  it('a known path with another method is still 405 with its Allow (control)', async () => {
    const response = await t.request('/api/health', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});
