import zlib from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress';
import { setResponseHeader } from './set-response-header';

const big = { items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Customer ${i}`, notes: 'Prefers cash payments on Fridays' })) };

function app() {
  return new Hono()
    .use(async (c, next) => {
      await next();
      setResponseHeader(c, 'X-After', 'yes'); // set in place after the answer, as securityHeaders does
    })
    .use(compressResponses())
    .get('/big', (c) => c.json(big, 201, { 'X-Handler': 'kept' }))
    .get('/small', (c) => c.json({ ok: true }))
    .get('/varied', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(big, 200, { Vary: 'Cookie' });
    });
}

describe('compressResponses', () => {
  it('gzips a large JSON answer from the text c.json wrote, keeping status and headers', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('x-handler')).toBe('kept');
    expect(res.headers.get('x-after')).toBe('yes');
    const text = zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    expect(JSON.parse(text)).toEqual(big);
  });

  it('sends small answers and clients without gzip the plain JSON', async () => {
    const small = await app().request('/small', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = await app().request('/big');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('x-after')).toBe('yes');
    expect(await plain.json()).toEqual(big);
  });

  it('keeps headers set before c.json and adds Accept-Encoding to an existing Vary', async () => {
    const res = await app().request('/varied', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'))).toEqual(big);
  });

  it('does not gzip for a client that refuses it (q=0)', async () => {
    const res = await app().request('/big', { headers: { 'Accept-Encoding': 'gzip;q=0, identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual(big);
  });
});
