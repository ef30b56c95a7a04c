import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: a real P-256 key pair and auth secret (RFC 8291). */
export function makeBrowserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const auth = crypto.randomBytes(16);
  return { ecdh, keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') } };
}

export type BrowserKeys = ReturnType<typeof makeBrowserKeys>;

/** Decrypt an aes128gcm Web Push body (RFC 8188 + RFC 8291) as the browser would. */
export function decryptPushBody(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const browserPublicKey = Buffer.from(browser.keys.p256dh, 'base64url');
  const ecdhSecret = browser.ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublicKey, serverPublicKey]);
  const ikm = Buffer.from(crypto.hkdfSync('sha256', ecdhSecret, Buffer.from(browser.keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(crypto.hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('not a last record (no 0x02 delimiter)');
  return padded.subarray(0, end).toString('utf8');
}

/** Check a VAPID JWT (ES256) against the raw public key; returns its claims. */
export function verifyVapidJwt(jwt: string, publicKeyBase64Url: string): Record<string, unknown> {
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(publicKeyBase64Url, 'base64url');
  const key = crypto.createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const isValid = crypto.verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!isValid) throw new Error('VAPID JWT signature does not verify');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A local stand-in push service: records each request; `statusFor(path)` decides the answer (201 by default). */
export async function startPushStandIn() {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (path: string, status: number) => statuses.set(path, status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
