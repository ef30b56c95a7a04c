import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithStaff, createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Origin Store');
});
afterAll(async () => t.close());

const customer = { name: 'Ana Lopez', phone: '+12175550100' };

/** A raw request: only the headers given (no Origin added). */
function send(path: string, headers: Record<string, string>, body: unknown = customer) {
  return t.app.request(`${TEST_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('cookie-authenticated writes must come from our own origin', () => {
  it('refuses Sec-Fetch-Site: same-site, even with our Origin', async () => {
    const response = await send('/api/customers', { cookie: staff.owner.cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-site' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'CROSS_SITE_REQUEST' } });
  });

  it('refuses a write with a cookie but neither Origin nor Sec-Fetch-Site', async () => {
    const response = await send('/api/customers', { cookie: staff.owner.cookie });
    expect(response.status).toBe(403);
  });

  it('refuses a foreign Origin whatever Sec-Fetch-Site says', async () => {
    const response = await send('/api/customers', { cookie: staff.owner.cookie, origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' });
    expect(response.status).toBe(403);
  });

  it('refuses same-site for cookie-less writes too (sign-in)', async () => {
    const response = await send('/api/auth/sign-in/email', { origin: TEST_ORIGIN, 'sec-fetch-site': 'same-site' }, { email: staff.owner.email, password: 'x' });
    expect(response.status).toBe(403);
  });

  it('accepts same-origin, and our Origin from a browser without Sec-Fetch-Site (positive controls)', async () => {
    const modern = await send('/api/customers', { cookie: staff.owner.cookie, origin: TEST_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(modern.status).toBe(201);
    const older = await send('/api/customers', { cookie: staff.owner.cookie, origin: TEST_ORIGIN });
    expect(older.status).toBe(201);
  });

  it('lets a request without cookie or browser headers through to validation (scripts, webhooks)', async () => {
    const response = await send('/api/contact', {}, {});
    expect(response.status).toBe(422);
  });
});

describe('HSTS', () => {
  it('is not sent over plain http', async () => {
    const response = await t.request('/api/health');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is sent over https', async () => {
    const response = await t.app.request('https://localhost:3999/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('trusts X-Forwarded-Proto only behind a configured proxy', async () => {
    const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await t.request('/api/health', forwarded)).headers.get('strict-transport-security')).toBeNull();
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await proxied.request('/api/health', forwarded);
      expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect((await proxied.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });
});
