import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Below this many bytes a JSON answer is sent as it is (hono's compress threshold). */
const THRESHOLD = 1024;
const noTransform = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const varyAcceptEncoding = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** True when the client takes gzip at full weight (`gzip`, `gzip;q=1`, as browsers send it). */
function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (name !== 'gzip') continue;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) === 1;
  }
  return false;
}

/**
 * Response compression. JSON answers (whole strings, ~25 kB for a directory page) are gzipped in one
 * synchronous zlib call into a byte body that @hono/node-server writes in one go. Everything else —
 * streamed exports, static files, other Accept-Encoding headers — goes through hono's compress()
 * (CompressionStream) as before. The profile showed the web-stream path costing more per JSON answer
 * than the compression itself.
 */
export function compressResponses(): MiddlewareHandler {
  const streaming = compress();
  const alreadyDone = async () => undefined;
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    const cacheControl = res.headers.get('Cache-Control');
    const eligible =
      type !== null &&
      type.startsWith('application/json') &&
      c.req.method !== 'HEAD' &&
      res.status !== 206 &&
      !res.headers.has('Content-Encoding') &&
      !res.headers.has('Transfer-Encoding') &&
      !(cacheControl && noTransform.test(cacheControl)) &&
      takesGzip(c.req.header('Accept-Encoding'));
    if (!eligible) return streaming(c, alreadyDone);

    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const vary = headers.get('Vary');
    if (vary !== '*' && !(vary && varyAcceptEncoding.test(vary))) headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    let out = body;
    if (body.byteLength >= THRESHOLD) {
      out = zlib.gzipSync(body);
      headers.set('Content-Encoding', 'gzip');
    }
    headers.delete('Content-Length');
    // Clear first: assigning over an existing response makes hono re-wrap the new one as a stream.
    c.res = undefined as unknown as Response;
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers });
  };
}
