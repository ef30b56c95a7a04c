import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { apiRoutes } from '../api-routes';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildWorld, callAs, validCallFor, type Call, type Identity, type World } from '../test/route-fixtures';
import { snapshotForRefusal } from '../test/table-snapshot';
import { routeKey, type RouteEntry } from './route-manifest';
import { errorAnswerProblem, issue22Variants } from '../test/fuzz-inputs';

/**
 * Issue 9: for every manifest route, at least 200 invalid inputs generated from its schemas (wrong
 * types, missing and extra fields, huge and empty strings, NUL and control characters, impossible
 * and out-of-range dates, negative/huge/fractional numbers, null, malformed and oversized bodies),
 * sent by a caller the route lets in. Every answer must be a 4xx with the standard JSON error, none a
 * 5xx, and the guarded tables must be unchanged. Hand-built generators with a fixed seed (repeatable).
 * Issue 22 adds, whatever the schema would say of them: control characters in every query parameter,
 * encoded cursors with impossible contents and a trailing slash (src/server/test/fuzz-inputs.ts); and every error
 * answer must be JSON with the security headers and hold no SQL or stack text.
 */
const PER_ROUTE = 200;

let t: TestApp;
let w: World;
const totals = { requests: 0, serverErrors: 0 };
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(async () => {
  console.log(`[fuzz] ${t.deps.databaseKind}: ${totals.requests} invalid requests over ${apiRoutes.length} routes, ${totals.serverErrors} × 5xx`);
  await t.close();
});

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

const huge = 'x'.repeat(100_001);
const badValues: unknown[] = [
  null, true, false, 0, -1, 1.5, -0.01, 1e308, -1e308, 2 ** 53 + 1, [], [1], {}, { a: 1 },
  '', ' ', huge, 'a\u0000b', '\ud800', 'x\udc00', '\u001b[2J', 'line\nbreak', '\u0085', '\u007f',
  '2025-02-30', '0000-01-01', '99999-01-01', '1999-12-31', '2101-01-01', '2026-13-01', 'NaN', '-1', '1e400',
  '<script>alert(1)</script>', "'; drop table customers; --", '../../etc/passwd', '%00', '🙂'.repeat(5000),
];
const badStrings = badValues.filter((value): value is string => typeof value === 'string');
const badParams = ['not-a-uuid', '00000000-0000-0000-0000-000000000000', '2025-02-30', '0000-01-01', 'x'.repeat(300), '%00', '%E0%A4%A', "'%20or%201=1"];

/** The caller a route lets in, so the input is what gets judged. */
function callerFor(entry: RouteEntry): Identity {
  if (entry.access === 'admin') return 'admin';
  return entry.access === 'anonymous' ? 'anonymous' : 'owner';
}

function isInvalid(schema: z.ZodType | undefined, value: unknown): boolean {
  return !schema || !schema.safeParse(value).success;
}

/** A query as the server reads it: URL encoding turns a lone surrogate into U+FFFD, a valid character. */
function asSent(query: Record<string, string>): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(new URLSearchParams(query).toString()));
}

/** Bodies refused before any schema: not JSON, not an object, too large. */
function badBodies(): Array<Pick<Call, 'body' | 'headers'>> {
  const json = { 'content-type': 'application/json' };
  return ['null', '[]', '[1,2]', '42', '"text"', 'true', '{"a":', '{', '\u0000', '{"a":1}}', `{"a":"${'y'.repeat(1_100_000)}"}`].map((body) => ({ body, headers: json }));
}

/** Up to PER_ROUTE invalid variants of the route's valid call. */
function variantsOf(entry: RouteEntry, valid: Call): Call[] {
  const next = random(routeKey(entry).length * 7919 + entry.path.charCodeAt(1));
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const [pathOnly, queryText] = valid.path.split('?') as [string, string | undefined];
  const query = Object.fromEntries(new URLSearchParams(queryText ?? ''));
  const withQuery = (q: Record<string, string>) => `${pathOnly}?${new URLSearchParams(q).toString()}`;
  const body = (valid.json ?? {}) as Record<string, unknown>;
  const isBytes = entry.body === 'image' || entry.body === 'stream';
  const hasJsonBody = entry.body !== undefined && typeof entry.body !== 'string'; // not 'image'/'stream' bytes or a 'text' (signed) body
  const out: Call[] = [];

  // Query: every parameter missing, each bad value, an unknown parameter.
  for (const key of Object.keys(query)) {
    const { [key]: _dropped, ...rest } = query;
    if (isInvalid(entry.query, rest)) out.push({ ...valid, path: withQuery(rest) });
  }
  for (let i = 0; i < 60; i++) {
    const key = Object.keys(query).length > 0 && next() < 0.8 ? pick(Object.keys(query)) : `extra${i}`;
    const q = { ...query, [key]: pick(badStrings) };
    if (isInvalid(entry.query, asSent(q)) || !entry.query) out.push({ ...valid, path: withQuery(q) });
  }
  // Path parameters.
  if (entry.path.includes(':')) {
    for (const value of badParams) {
      const segments = valid.path.split('?')[0]!.split('/');
      const at = entry.path.split('/').findIndex((part) => part.startsWith(':')) + 1; // '/api' comes first
      segments[at] = value;
      out.push({ ...valid, path: `${segments.join('/')}${queryText ? `?${queryText}` : ''}` });
    }
  }
  // Bodies.
  if (entry.method !== 'GET') {
    for (const bad of badBodies()) out.push({ ...valid, json: undefined, ...bad });
    if (isBytes) {
      for (const bytes of ['', 'not an image', 'GIF89a', '\u0089PNG\r\n\u001a\n', 'x'.repeat(6 * 1024 * 1024)]) out.push({ ...valid, json: undefined, body: bytes });
    }
    const keys = Object.keys(body);
    for (const key of keys) {
      const { [key]: _dropped, ...rest } = body;
      if (hasJsonBody && isInvalid(entry.body as z.ZodType, rest)) out.push({ ...valid, json: rest });
    }
    while (out.length < PER_ROUTE && hasJsonBody) {
      const candidate = next() < 0.15 || keys.length === 0
        ? { ...body, [`extra_${Math.floor(next() * 1000)}`]: pick(badValues) }
        : { ...body, [pick(keys)]: pick(badValues), ...(next() < 0.3 ? { [pick(keys)]: pick(badValues) } : {}) };
      if (isInvalid(entry.body as z.ZodType, candidate)) out.push({ ...valid, json: candidate });
    }
    while (out.length < PER_ROUTE && !hasJsonBody && !isBytes) {
      out.push({ ...valid, json: { [pick(['a', 'storeId', 'role', 'isAdmin', '__proto__x'])]: pick(badValues) } });
    }
  }
  // Queries, again, until there are enough (GET routes and image uploads).
  while (out.length < PER_ROUTE) {
    const q = { ...query, [next() < 0.5 && Object.keys(query).length > 0 ? pick(Object.keys(query)) : `x${out.length}`]: pick(badStrings) };
    if (!entry.query || isInvalid(entry.query, asSent(q))) out.push({ ...valid, path: withQuery(q) });
  }
  return out.slice(0, Math.max(PER_ROUTE, out.length));
}

describe('fuzz: invalid input on every manifest route', () => {
  it.each(apiRoutes.map((entry) => [routeKey(entry), entry] as const))('%s', async (_key, entry) => {
    const valid = await validCallFor(routeKey(entry))!(w, callerFor(entry));
    const variants = [...variantsOf(entry, valid), ...issue22Variants(entry, valid)];
    expect(variants.length).toBeGreaterThanOrEqual(PER_ROUTE);
    const before = await snapshotForRefusal(t, routeKey(entry));
    const failures: string[] = [];
    for (const variant of variants) {
      const response = await callAs(w, callerFor(entry), variant);
      totals.requests += 1;
      if (response.status >= 500) totals.serverErrors += 1;
      const text = await response.text();
      const isTrailingSlash = /\/(\?|$)/.test(variant.path);
      const problem = response.status < 400 || response.status >= 500 || (isTrailingSlash && response.status !== 404) ? `status ${response.status}` : errorAnswerProblem(response, text);
      if (problem) {
        failures.push(`${variant.method ?? ''} ${JSON.stringify(variant.path.slice(0, 120))} ${JSON.stringify(variant.json ?? variant.body ?? null).slice(0, 120)} → ${response.status} ${problem}: ${text.slice(0, 120)}`);
      }
    }
    expect(failures.slice(0, 5), `${failures.length} of ${variants.length} inputs were not refused with a JSON 4xx`).toEqual([]);
    expect(await snapshotForRefusal(t, routeKey(entry))).toEqual(before);
  });
});
