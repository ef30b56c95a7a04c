import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

// Over a real socket, as @hono/node-server serves it: a body with a Content-Length is judged by the
// header, a chunked body is counted as it arrives. Both are refused above 1 MB; both reach the route
// below it (the contact form answers 422 for a body that is JSON but not a valid message).
let t: TestApp;
let server: ServerType;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function post(body: string, chunked: boolean): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', origin: TEST_ORIGIN };
    if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/contact', headers }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    if (chunked) {
      // Several writes without a length: Node sends Transfer-Encoding: chunked.
      for (let i = 0; i < body.length; i += 64 * 1024) req.write(body.slice(i, i + 64 * 1024));
    } else {
      req.write(body);
    }
    req.end();
  });
}

const big = JSON.stringify({ message: 'x'.repeat(1024 * 1024) });
const small = JSON.stringify({ name: '' });

describe('JSON body limit', () => {
  for (const chunked of [false, true]) {
    const how = chunked ? 'chunked' : 'with a Content-Length';
    it(`refuses a body over 1 MB sent ${how}`, async () => {
      const { status, text } = await post(big, chunked);
      expect(status).toBe(413);
      expect(JSON.parse(text)).toEqual({ error: { code: 'BODY_TOO_LARGE' } });
    });

    it(`reads a body under the limit sent ${how}`, async () => {
      const { status, text } = await post(small, chunked);
      expect(status).toBe(422);
      expect(JSON.parse(text).error.fields).not.toHaveProperty('_');
    });
  }

  it('answers malformed JSON 400 INVALID_BODY', async () => {
    const { status, text } = await post('{"name":', false);
    expect(status).toBe(400);
    expect(JSON.parse(text)).toEqual({ error: { code: 'INVALID_BODY' } });
  });
});
