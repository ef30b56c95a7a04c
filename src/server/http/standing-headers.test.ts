import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressResponses } from './compress';
import { requestId } from './request-id';
import { securityHeaders } from './security-headers';
import { applyStandingHeaders, isBornWithStandingHeaders, standHeader } from './standing-headers';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Customer ${i}` })) };
const made: Response[] = [];

/** The app's own order: the standing headers first, then the middlewares that name them, then compression. */
function app() {
  const root = new Hono()
    .use(applyStandingHeaders())
    .use(requestId())
    .use(securityHeaders({ isHttpsApp: false, trustProxy: false }))
    .use(compressResponses())
    .use(async (c, next) => {
      standHeader(c, 'Cache-Control', 'no-store');
      await next();
      made.push(c.res);
    });
  root.get('/json', (c) => c.json(big, 201, { 'X-Handler': 'kept' }));
  root.get('/small', (c) => c.json({ ok: true }));
  root.get('/own-policy', (c) => c.json({ ok: true }, 200, { 'Content-Security-Policy': "default-src 'none'", 'X-Frame-Options': 'SAMEORIGIN' }));
  root.get('/touched', (c) => {
    c.header('Idempotent-Replayed', 'true');
    return c.json(big);
  });
  root.get('/text', (c) => c.text('plain'));
  root.get('/stream', (c) => stream(c, async (s) => {
    await s.write('streamed');
  }));
  root.get('/boom', () => {
    throw new Error('boom');
  });
  root.onError((_error, c) => c.json({ error: { code: 'INTERNAL' } }, 500));
  return root;
}

const standing = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cache-control': 'no-store',
};

let server: http.Server;
let origin: string;
beforeAll(async () => {
  server = await new Promise<http.Server>((resolve) => {
    const s = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as http.Server));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request through Node's own client: the raw header lines as Node wrote them. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; raw: string[]; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, raw: res.rawHeaders, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const namesOf = (raw: string[]) => raw.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase());

describe('standing headers (decision 073)', () => {
  it('are in a JSON answer made with them, once each, beside its own headers, gzipped', async () => {
    made.length = 0;
    const res = await get('/json', { 'accept-encoding': 'gzip', 'x-request-id': 'abc-123' });
    expect(res.status).toBe(201);
    expect(res.headers).toMatchObject({ ...standing, 'x-request-id': 'abc-123', 'x-handler': 'kept', 'content-type': 'application/json', 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    const names = namesOf(res.raw);
    expect(names.length).toBe(new Set(names).size);
    expect(JSON.parse(zlib.gunzipSync(res.body).toString('utf8'))).toEqual(big);
    expect(made.map(isBornWithStandingHeaders)).toEqual([true]);
  });

  it('give a new request id when the caller sends none or one that is not plain', async () => {
    const none = await get('/small');
    const odd = await get('/small', { 'x-request-id': 'a b<script>' });
    for (const res of [none, odd]) expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers['x-request-id']).not.toBe(odd.headers['x-request-id']);
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(none.body.toString('utf8'))).toEqual({ ok: true });
  });

  it("let an answer's own Content-Security-Policy stand, and win over its own X-Frame-Options", async () => {
    const res = await get('/own-policy');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('are set afterwards on an answer hono makes: a header set through the context first, text, a stream, an error', async () => {
    made.length = 0;
    for (const path of ['/touched', '/text', '/stream', '/boom']) {
      const res = await get(path, { 'accept-encoding': 'gzip' });
      expect(res.headers, path).toMatchObject(standing);
      expect(res.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/);
      const names = namesOf(res.raw);
      expect(names.length, path).toBe(new Set(names).size);
    }
    // Control: the error's answer is a c.json made with them; the others are not.
    expect(made.map(isBornWithStandingHeaders)).toEqual([false, false, false, true]);
    expect((await get('/touched')).headers['idempotent-replayed']).toBe('true');
  });

  it('cannot be named without applyStandingHeaders before (a mistake in the order of middlewares)', async () => {
    const wrong = new Hono().use(requestId()).get('/', (c) => c.text('x'));
    wrong.onError((error, c) => c.text(error.message, 500));
    const res = await wrong.request('/');
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('applyStandingHeaders() must come before');
  });
});
