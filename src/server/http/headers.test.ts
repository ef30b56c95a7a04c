import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it('are real response headers on API responses', async () => {
    const response = await t.request('/api/health');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(response.headers.get('strict-transport-security')).toBeNull(); // plain http (transport-security.test.ts)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('are on error responses too', async () => {
    const response = await t.request('/api/stores/current');
    expect(response.status).toBe(401);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('health', () => {
  it('reports the database in use and that it answers', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded',
      databaseResponds: true,
    });
  });
});

describe('cross-site requests', () => {
  it('are refused for state-changing API calls from another origin or a cross-site fetch', async () => {
    const other = await t.request('/api/contact', { method: 'POST', headers: { origin: 'http://localhost:4000' }, json: {} });
    expect(other.status).toBe(403);
    const headers = new Headers({ 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' });
    const noOrigin = await t.app.request('http://localhost:3999/api/contact', { method: 'POST', headers, body: '{}' });
    expect(noOrigin.status).toBe(403);
    expect(await noOrigin.json()).toEqual({ error: { code: 'CROSS_SITE_REQUEST' } });
  });

  it('rejects malformed JSON with 400 INVALID_BODY', async () => {
    const response = await t.request('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{not json' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_BODY' } });
  });
});
