import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { JsonText } from './json-text';
import { bornWithStandingHeaders, standingHeadersForAnswer, type StandingHeaders } from './standing-headers';

/** Below this many bytes a JSON answer is sent as it is (hono's compress threshold). */
const THRESHOLD = 1024;
/**
 * gzip level for JSON answers. Measured on a 25 kB customer page: level 1 ≈ 0.1 ms and 3,477 bytes,
 * the default (6) ≈ 0.22–0.38 ms and 3,215 bytes — a third of the CPU for 8 % more bytes.
 */
const JSON_GZIP_LEVEL = 1;
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
 * Response compression. JSON answers (whole strings, ~12 kB for a directory page) are gzipped where
 * they are made: `c.json` serializes, and when the client takes gzip and the text is big enough, it
 * answers the gzipped bytes at once — one synchronous zlib call, no copy of the Response or its
 * headers afterwards, a byte body @hono/node-server writes in one go. Everything else — streamed
 * exports, static files, other Accept-Encoding headers — goes through hono's compress()
 * (CompressionStream), which leaves an answer that already has a Content-Encoding alone.
 *
 * A JSON answer is made with the request's standing headers in it (standing-headers.ts, decision 073)
 * as one plain record, which @hono/node-server hands to Node as it is — unless something set a header
 * or a status through the context first (c.header, c.status) or the headers are not plain strings:
 * then hono makes it, and the standing headers are set on it afterwards.
 */
export function compressResponses(): MiddlewareHandler {
  const streaming = compress();
  const alreadyDone = async () => undefined;
  return async (c, next) => {
    const sendBody = c.body as (data: string | Uint8Array, arg?: unknown, headers?: Record<string, string>) => Response;
    const gzipJson = c.req.method !== 'HEAD' && takesGzip(c.req.header('Accept-Encoding'));
    // Same as hono's c.json (JSON.stringify — or the text of a JsonText —, then c.body with a JSON Content-Type), gzipped here.
    c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string>) => {
      const text = object instanceof JsonText ? object.text : JSON.stringify(object);
      const gzip = gzipJson && text.length >= THRESHOLD && !(headers && noTransformIn(headers));
      const body = gzip ? zlib.gzipSync(text, { level: JSON_GZIP_LEVEL }) : text;
      const code = arg === undefined ? 200 : typeof arg === 'number' ? arg : undefined;
      const standing = code === undefined ? undefined : standingHeadersForAnswer(c);
      if (standing && plainStrings(headers)) {
        return keep(bornWithStandingHeaders(new Response(body, { status: code, headers: answerRecord(standing, headers, gzip) })));
      }
      const encoding = gzip ? { 'Content-Encoding': 'gzip', Vary: withAcceptEncoding(headers?.Vary ?? headers?.vary) } : undefined;
      return keep(sendBody(body, arg, { 'Content-Type': 'application/json', ...headers, ...encoding }));
    }) as typeof c.json;
    await next();
    // Reading a JSON answer's headers again would only build a Headers object for nothing.
    if (!(c.res as Marked)[MADE_HERE]) await streaming(c, alreadyDone);
  };
}

/** The mark of an answer made by c.json above: final, gzipped or too small to be worth it. */
const MADE_HERE = Symbol('made by c.json');
type Marked = Response & { [MADE_HERE]?: true };
function keep(res: Response): Response {
  (res as Marked)[MADE_HERE] = true;
  return res;
}

/** Every value a string (c.json's headers may also carry string arrays, which hono's path takes). */
function plainStrings(headers: Record<string, string | string[]> | undefined): headers is Record<string, string> | undefined {
  if (!headers) return true;
  for (const name in headers) if (typeof headers[name] !== 'string') return false;
  return true;
}

/**
 * A JSON answer's headers as one record, lowercase names: the standing headers that yield to the
 * answer's own, then the answer's own (Content-Type application/json unless it names one), the gzip
 * headers, then the standing headers that always win.
 */
function answerRecord(standing: StandingHeaders, own: Record<string, string> | undefined, gzip: boolean): Record<string, string> {
  const record: Record<string, string> = {};
  const { unlessOwn, always } = standing;
  for (let i = 0; i < unlessOwn.length; i += 2) record[unlessOwn[i]!] = unlessOwn[i + 1]!;
  record['content-type'] = 'application/json';
  if (own) for (const name in own) record[name.toLowerCase()] = own[name]!;
  if (gzip) {
    record['content-encoding'] = 'gzip';
    record.vary = withAcceptEncoding(record.vary);
  }
  for (let i = 0; i < always.length; i += 2) record[always[i]!] = always[i + 1]!;
  return record;
}

function noTransformIn(headers: Record<string, string>): boolean {
  const cacheControl = headers['Cache-Control'] ?? headers['cache-control'];
  return cacheControl !== undefined && noTransform.test(cacheControl);
}

function withAcceptEncoding(vary: string | undefined): string {
  if (!vary) return 'Accept-Encoding';
  if (vary === '*' || varyAcceptEncoding.test(vary)) return vary;
  return `${vary}, Accept-Encoding`;
}
