import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { emptyObjectSchema } from '#shared/validation/primitives';
import { loadSession, requireMember, requireOwner, requireUser, requireWritableStore } from '../auth/session.middleware';
import { refuseDuringMaintenance, requireAdmin, requireAdminUnverified, requireCommunity } from '../auth/admin-guards';
import { AppError } from './app-error';
import { isPureQuery, uuidParamMiss, type Access, type BodySpec, type RouteEntry } from './route-manifest';
import type { AppEnv } from './types';
import { parseInput, readJson, readJsonObject } from './validate';
import { refuseNulInBody, refuseUnsafeValues } from './input-safety';

const guardsByAccess: Record<Exclude<Access, 'anonymous'>, MiddlewareHandler<AppEnv>[]> = {
  signedIn: [loadSession, requireUser],
  // Store routes are refused during maintenance mode (503) except to platform admins.
  member: [loadSession, requireMember, refuseDuringMaintenance],
  owner: [loadSession, requireOwner, refuseDuringMaintenance],
  admin: [loadSession, requireAdmin],
  adminUnverified: [loadSession, requireAdminUnverified],
  community: [loadSession, requireCommunity, refuseDuringMaintenance],
};

/** Access guards, then (for a store write) the subscription check: one comparison on the loaded membership. */
function guardsFor(entry: RouteEntry): MiddlewareHandler<AppEnv>[] {
  if (entry.access === 'anonymous') return entry.readsSession ? [loadSession] : [];
  const guards = guardsByAccess[entry.access];
  return entry.blockedWhenLapsed ? [...guards, requireWritableStore] : guards;
}

const noInput = Object.freeze({});

/** Query parameters of a route that takes none: any is 422 (an empty query string costs nothing). */
function readNoQuery(c: Context<AppEnv>) {
  if (c.req.url.indexOf('?') < 0) return noInput;
  return parseInput(emptyObjectSchema, c.req.query());
}

/** The query parameters, refused as a whole if any holds a control character (input-safety.ts). */
function readQuery(c: Context<AppEnv>, schema: z.ZodType): unknown {
  const raw = c.req.query();
  refuseUnsafeValues(raw);
  return parseInput(schema, raw);
}

const QUERY_MEMO_MAX = 256;
const queryMemos = new WeakMap<z.ZodType, Map<string, unknown>>();

/**
 * readQuery for a pureQuery schema: a query text seen before (e.g. `?limit=50`) answers its parsed value
 * from memory. Only accepted texts are kept (a refusal is parsed, and refused, every time); at most
 * QUERY_MEMO_MAX texts per schema, then the memo starts again.
 */
function readPureQuery(c: Context<AppEnv>, schema: z.ZodType): unknown {
  const url = c.req.url;
  const at = url.indexOf('?');
  const text = at < 0 ? '' : url.slice(at);
  let memo = queryMemos.get(schema);
  const known = memo?.get(text);
  if (known !== undefined) return known;
  const value = Object.freeze(readQuery(c, schema));
  if (!memo) queryMemos.set(schema, (memo = new Map()));
  if (memo.size >= QUERY_MEMO_MAX) memo.clear();
  memo.set(text, value);
  return value;
}

/** The path parameters, likewise. */
function readParams(c: Context<AppEnv>, schema: z.ZodType): unknown {
  const raw = c.req.param() as Record<string, string>;
  refuseUnsafeValues(raw);
  return parseInput(schema, raw);
}

/** A JSON body's object checked for NUL (at any depth), then by its schema. */
function parseBody(schema: z.ZodType, value: Record<string, unknown>): unknown {
  refuseNulInBody(value);
  return parseInput(schema, value);
}

async function readBody(c: Context<AppEnv>, spec: BodySpec): Promise<unknown> {
  if (spec === 'image') return new Uint8Array(await c.req.arrayBuffer());
  if (spec === 'stream') return c.req.raw.body;
  if (spec === 'text') return c.req.text();
  if (spec) return parseBody(spec, await readJson(c.req.raw));
  const method = c.req.method;
  if (method === 'GET' || method === 'HEAD') return noInput;
  const value = await readJsonObject(c.req.raw);
  return value === undefined ? noInput : parseBody(emptyObjectSchema, value);
}

/** The handler of one entry: every input parsed with its schema before the entry's own code runs. */
function handlerFor(entry: RouteEntry): MiddlewareHandler<AppEnv> {
  const { params, query, body } = entry;
  return async (c) => {
    const input = {
      params: params ? readParams(c, params) : noInput,
      query: query ? (isPureQuery(query) ? readPureQuery(c, query) : readQuery(c, query)) : readNoQuery(c),
      body: await readBody(c, body),
    };
    const miss = uuidParamMiss(params, input.params);
    if (miss) throw new AppError(miss);
    return entry.handle(c, input);
  };
}

/**
 * '/customers/:id' → a pattern for the full request path under `prefix`. Exact: '/api/health/' is
 * not '/api/health' (hono's routes are strict too), so a trailing slash is 404 everywhere, never a
 * 405 whose Allow names the method just used (issue 22 point 8).
 */
function pathPattern(prefix: string, path: string): RegExp {
  const escaped = path.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${prefix}${escaped.join('/')}$`);
}

/**
 * Register every manifest entry on `api` (mounted at `prefix`), then answer everything else: 405 with
 * an Allow header for a known path asked with another method, 404 for an unknown path — both JSON.
 */
export function registerRoutes(api: Hono<AppEnv>, entries: readonly RouteEntry[], prefix = '/api') {
  for (const entry of entries) api.on([entry.method], [entry.path], ...guardsFor(entry), handlerFor(entry));
  const known = entries.map((entry) => ({ method: entry.method, pattern: pathPattern(prefix, entry.path) }));
  api.all('*', (c) => {
    const allowed: string[] = [...new Set(known.filter((route) => route.pattern.test(c.req.path)).map((route) => route.method))];
    if (allowed.length === 0) throw new AppError('NOT_FOUND');
    if (allowed.includes('GET')) allowed.push('HEAD');
    c.header('Allow', allowed.join(', '));
    const error = new AppError('METHOD_NOT_ALLOWED');
    return c.json(error.toBody(), error.status);
  });
}
