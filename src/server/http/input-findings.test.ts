import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, signUpBody, STRONG_PASSWORD, type TestApp } from '../test/test-app';
import { users } from '../db/schema/index';
import { addCustomer } from '../customers/customer-test-support';

/** Issue 9, findings 1–4 and 10, each tried from outside as the issue describes them. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Finding Store');
  customerId = (await addCustomer(t, shop.owner.cookie, { name: 'Ana Lopez' })).id;
});
afterAll(async () => t.close());

/** The body of an answer that is not a success, checked for the one error shape and for leaks. */
async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const text = await response.text();
  for (const leak of [/select |insert |update |from "|syntax|stack|\bat \w+ \(|node_modules/i, shop.storeId]) expect(text).not.toMatch(leak);
  const body = JSON.parse(text) as { error: { code: string; fields?: Record<string, string> } };
  expect(body.error.code).toBe(code);
  return body.error.fields ?? {};
}

describe('finding 1: export query parameters are checked before anything is streamed', () => {
  it.each([
    ['from=0000-01-01&to=2026-01-01', { from: 'invalid_date' }],
    ['from=2026-01-01&to=99999-01-01', { to: 'invalid_date' }],
    ['from=1999-12-31&to=2026-01-01', { from: 'invalid_date' }],
    ['from=2026-01-01&to=2101-01-01', { to: 'invalid_date' }],
    ['from=2026-02-01&to=2026-01-01', { to: 'invalid_range' }],
    ['from=2026-01-01', { to: 'required' }],
  ])('?%s → 422 with field errors, JSON, no SQL or store id', async (query, fields) => {
    for (const file of ['credit-transactions.csv', 'daily-logs.xlsx']) {
      const response = await t.request(`/api/exports/${file}?${query}`, { cookie: shop.owner.cookie });
      expect(await expectError(response, 422, 'VALIDATION_FAILED')).toEqual(fields);
    }
  });

  it('a valid range still downloads (positive control)', async () => {
    const response = await t.request('/api/exports/credit-transactions.csv?from=2026-01-01&to=2026-01-31', { cookie: shop.owner.cookie });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('\r\n');
  });
});

describe('finding 2: impossible dates are 422, never 500', () => {
  it.each(['2025-02-30', '2026-13-01', '2026-04-31', '0000-01-01', '2101-01-01'])('statement from=%s', async (date) => {
    const response = await t.request(`/api/customers/${customerId}/statement?from=${date}&to=2026-12-31`, { cookie: shop.owner.cookie });
    expect(await expectError(response, 422, 'VALIDATION_FAILED')).toEqual({ from: 'invalid_date' });
  });

  it.each(['2025-02-30', '1999-12-31'])('cash log of %s', async (date) => {
    const response = await t.request(`/api/daily-logs/${date}`, { cookie: shop.owner.cookie });
    expect(await expectError(response, 422, 'VALIDATION_FAILED')).toEqual({ date: 'invalid_date' });
  });

  it('a leap day is a real date (positive control)', async () => {
    const response = await t.request(`/api/customers/${customerId}/statement?from=2024-02-29&to=2024-03-01`, { cookie: shop.owner.cookie });
    expect(response.status).toBe(200);
  });
});

describe('finding 3: NUL, lone surrogates and control characters are refused in every text field', () => {
  const bad = [
    ['NUL', 'Ana\u0000Lopez'],
    ['a lone high surrogate', 'Ana \ud800 Lopez'],
    ['a lone low surrogate', 'Ana \udc00 Lopez'],
    ['an escape character', 'Ana\u001b[31m'],
    ['DEL', 'Ana\u007f'],
    ['a C1 control', 'Ana\u0085Lopez'],
  ] as const;

  it.each(bad)('%s in a customer note, address and the store name → 422 invalid_characters', async (_label, text) => {
    const note = await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json: { name: 'Bea', phone: '+12175550102', notes: text } });
    expect(await expectError(note, 422, 'VALIDATION_FAILED')).toEqual({ notes: 'invalid_characters' });
    const address = await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json: { name: 'Bea', phone: '+12175550102', address: text } });
    expect(await expectError(address, 422, 'VALIDATION_FAILED')).toEqual({ address: 'invalid_characters' });
    const store = await t.request('/api/stores/current', { method: 'PUT', cookie: shop.owner.cookie, json: { name: text, timezone: 'UTC' } });
    expect(await expectError(store, 422, 'VALIDATION_FAILED')).toEqual({ name: 'invalid_characters' });
  });

  it('tab and newline are allowed where text is multi-line, refused in one-line fields', async () => {
    const multi = await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json: { name: 'Cy', phone: '+12175550103', notes: 'line 1\n\tline 2' } });
    expect(multi.status).toBe(201);
    expect(((await multi.json()) as { notes: string }).notes).toBe('line 1\n\tline 2');
    const single = await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json: { name: 'Cy', phone: '+12175550103', address: '1 Main\nSt' } });
    expect(await expectError(single, 422, 'VALIDATION_FAILED')).toEqual({ address: 'invalid_characters' });
  });

  it('emoji (surrogate pairs) are fine', async () => {
    const response = await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json: { name: 'Dee', phone: '+12175550104', notes: 'pays Fridays 🙂' } });
    expect(response.status).toBe(201);
  });

  it('signing up with a NUL in the store name is refused and creates no user (all or nothing)', async () => {
    const body = signUpBody({ storeName: 'Rosa\u0000Market' });
    const response = await t.request('/api/signup', { method: 'POST', json: body });
    expect(await expectError(response, 422, 'VALIDATION_FAILED')).toEqual({ storeName: 'invalid_characters' });
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, body.email));
    expect(row!.n).toBe(0);
  });
});

describe('finding 4: null, arrays, numbers and malformed JSON are 400 INVALID_BODY', () => {
  const bodies = ['null', '[]', '[1,2]', '42', '"text"', 'true', '{"name":', '', '\u0000'];
  const routes: Array<[string, string, () => string | undefined]> = [
    ['POST', '/api/auth/reset-password', () => undefined],
    ['POST', '/api/auth/change-password', () => shop.owner.cookie],
    ['POST', '/api/auth/sign-in/email', () => undefined],
    ['POST', '/api/signup', () => undefined],
    ['POST', '/api/customers', () => shop.owner.cookie],
    ['POST', `/api/customers/{id}/credit`, () => shop.employee.cookie],
    ['PUT', '/api/daily-logs/2026-01-05', () => shop.employee.cookie],
  ];
  it.each(routes)('%s %s', async (method, path, cookie) => {
    for (const body of bodies) {
      const response = await t.request(path.replace('{id}', customerId), { method, body, cookie: cookie(), headers: { 'content-type': 'application/json' } });
      await expectError(response, 400, 'INVALID_BODY');
    }
  });
});

describe('finding 10: one error shape everywhere', () => {
  it('unknown API paths are a JSON 404, known paths with another method a JSON 405 with Allow', async () => {
    await expectError(await t.request('/api/nothing-here'), 404, 'NOT_FOUND');
    await expectError(await t.request('/api/auth/list-sessions', { cookie: shop.owner.cookie }), 404, 'NOT_FOUND');
    const wrongMethod = await t.request('/api/customers', { method: 'DELETE', cookie: shop.owner.cookie });
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST, HEAD');
    await expectError(wrongMethod, 405, 'METHOD_NOT_ALLOWED');
  });

  it('a wrong current password on change-password is a field error on currentPassword', async () => {
    const response = await t.request('/api/auth/change-password', {
      method: 'POST',
      cookie: shop.owner.cookie,
      json: { currentPassword: 'Not-The-One9', newPassword: 'Other-Counter8' },
    });
    expect(await expectError(response, 422, 'VALIDATION_FAILED')).toEqual({ currentPassword: 'wrong_password' });
  });

  it('a PNG with too many pixels is 413 IMAGE_TOO_LARGE, not UNSUPPORTED_IMAGE', async () => {
    const response = await t.request(`/api/customers/${customerId}/photo`, {
      method: 'PUT',
      cookie: shop.owner.cookie,
      body: await pngClaiming(20_000, 20_000),
      headers: { 'content-type': 'image/png' },
    });
    await expectError(response, 413, 'IMAGE_TOO_LARGE');
  });
});

describe("finding 10: Better Auth's own rate limit answers JSON", () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_IP_RATE_LIMIT: 'on' });
  });
  afterAll(async () => limited.close());

  it('429 RATE_LIMITED as { error: { code } }, not text/plain', async () => {
    let last: Response | undefined;
    for (let i = 0; i < 12; i++) {
      last = await limited.request('/api/auth/request-password-reset', { method: 'POST', json: { email: 'nobody@example.com', redirectTo: '/auth/reset-password' } });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await last!.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
  });

  it('signs in with the right password (positive control)', async () => {
    const body = signUpBody();
    expect((await limited.request('/api/signup', { method: 'POST', json: body })).status).toBe(201);
    const response = await limited.request('/api/auth/sign-in/email', { method: 'POST', json: { email: body.email, password: STRONG_PASSWORD } });
    expect(response.status).toBe(200);
  });
});

/**
 * A real 16×16 PNG whose header is rewritten to claim width × height (CRC fixed): over sharp's
 * default pixel limit, so reading its header failed and it was answered UNSUPPORTED_IMAGE.
 */
async function pngClaiming(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const png = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a6' } }).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return new Uint8Array(png);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
