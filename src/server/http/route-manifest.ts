import type { Context } from 'hono';
import { z } from 'zod';
import type { ErrorCode } from '#shared/errors/codes';
import { idParamSchema } from '#shared/validation/primitives';
import { isUuid } from '#shared/validation/ids';
import type { AppEnv } from './types';

/**
 * Who may call a route (decision 019):
 * - 'anonymous': anyone, signed in or not;
 * - 'signedIn': any signed-in user, with or without a store (store setup, password change);
 * - 'member': a member of a store — an employee, or an owner past first-login setup. There is no
 *   employee-only route: 'member' is "employee or owner", and 'owner' narrows it to the owner;
 * - 'owner': the store's owner, past setup;
 * - 'admin': a platform admin with every admin power: with the system setting `require_two_factor`
 *   on, only once this session gave its TOTP code (auth/admin-standing.ts);
 * - 'adminUnverified': any platform admin, code given or not — only the second factor's own routes
 *   (status, enrol, verify), so an admin can give the code that makes them 'admin';
 * - 'community': a member of any store (as 'member') or a platform admin (the community board, read
 *   across stores; the route's use case decides what each may write).
 * The store is always the caller's own (from the session), never taken from the request.
 */
export type Access = 'anonymous' | 'signedIn' | 'member' | 'owner' | 'admin' | 'adminUnverified' | 'community';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The answers a route gives in its own shape (not the error shape): 206 and 416 are a ranged read's
 * (community media); 503 is the health checks' own "not ready" answer.
 */
export type SuccessStatus = 200 | 201 | 204 | 206 | 302 | 416 | 503;

/**
 * A JSON body described by a schema, raw image bytes (photo upload), a raw byte stream the handler
 * reads itself (community uploads, never whole in memory), raw text (a signed webhook), or none.
 */
export type BodySpec = z.ZodType | 'image' | 'stream' | 'text' | undefined;

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type ParsedBody<B> = B extends 'image' ? Uint8Array : B extends 'stream' ? ReadableStream<Uint8Array> | null : B extends 'text' ? string : Parsed<B>;

export type RouteInput<P, Q, B> = { params: Parsed<P>; query: Parsed<Q>; body: ParsedBody<B> };

export type RouteSpec<P extends z.ZodType | undefined, Q extends z.ZodType | undefined, B extends BodySpec> = {
  method: HttpMethod;
  /** Under /api, in hono's syntax ('/customers/:id'). */
  path: string;
  summary: string;
  access: Access;
  /**
   * Whether a store whose subscription lapsed (expired, suspended) is refused this route: writes to
   * store data are, reads and the ways out (billing, sign-out, settings of the account) are not.
   * Enforced centrally (register-routes.ts): 402 SUBSCRIPTION_LAPSED, decision 027.
   */
  blockedWhenLapsed: boolean;
  /** An 'anonymous' route that still looks at who is calling (the session is read for it). */
  readsSession?: boolean;
  /** Path parameters; none when absent. */
  params?: P;
  /** Query parameters; absent means the route takes none (any is 422). */
  query?: Q;
  /** The body; absent means none (an empty body or {}; GET never has one). */
  body?: B;
  /** The success answer's schema (for the API description). */
  response?: z.ZodType;
  /** The success status when it is not 200 (for the API description and the tests). */
  successStatus?: SuccessStatus;
  /**
   * A route with several success answers (e.g. 200 for a changed day, 201 for a new one): each status
   * with its body's schema (null: no body). Given, it replaces `response` and `successStatus`.
   */
  responses?: Partial<Record<SuccessStatus, z.ZodType | null>>;
  /** The media types of a success answer that is not JSON (a CSV, an image, an event stream). */
  produces?: readonly string[];
  /**
   * Error codes the handler itself answers, beyond those the declaration implies (access, params,
   * query, body, blockedWhenLapsed: src/server/openapi/route-errors.ts). The API description lists
   * each under its status, and the server tests refuse an answer the description does not list.
   */
  errors?: readonly ErrorCode[];
  /** Runs after access is granted and every input is parsed. */
  handle: (c: Context<AppEnv>, input: RouteInput<P, Q, B>) => Response | Promise<Response>;
};

/** One entry of the route manifest, its input types erased. */
export type RouteEntry = Omit<RouteSpec<z.ZodType | undefined, z.ZodType | undefined, BodySpec>, 'handle'> & {
  handle: (c: Context<AppEnv>, input: { params: unknown; query: unknown; body: unknown }) => Response | Promise<Response>;
};

/** Declare a route; the handler's input is typed from the schemas. */
export function defineRoute<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends BodySpec = undefined,
>(spec: RouteSpec<P, Q, B>): RouteEntry {
  return spec as unknown as RouteEntry;
}

/** 'GET /customers/:id' — how a route is named in tests and errors. */
export function routeKey(entry: Pick<RouteEntry, 'method' | 'path'>): string {
  return `${entry.method} ${entry.path}`;
}

const uuidParams = new WeakMap<z.ZodType, ErrorCode>();

/** The not-found code of a uuidParam() schema; undefined for other params. */
export const uuidParamCode = (schema: z.ZodType) => uuidParams.get(schema);

/**
 * The params of every route whose :id names a row (a UUID): checked at the door as any id (bounded
 * printable text, else 422), and an id that is not a UUID names nothing: `notFound` (404), answered
 * by register-routes.ts once the query and body are read — as an unknown id would be. The handlers
 * never check the id's form again.
 */
/**
 * A query schema whose result depends on the query text alone (no clock, no request, no database): the
 * route reads it through a small per-schema memo of query text → parsed value (register-routes.ts), so
 * the same page asked again skips the parse (decision 065). The value is frozen; handlers only read it.
 */
const pureQuerySchemas = new WeakSet<z.ZodType>();

export function pureQuery<S extends z.ZodType>(schema: S): S {
  pureQuerySchemas.add(schema);
  return schema;
}

export const isPureQuery = (schema: z.ZodType) => pureQuerySchemas.has(schema);

export function uuidParam(notFound: ErrorCode = 'NOT_FOUND') {
  const schema = z.object(idParamSchema.shape).strict();
  uuidParams.set(schema, notFound);
  return schema;
}

/** The error of a route's :id that is not a UUID where the route takes one; null otherwise. */
export function uuidParamMiss(schema: z.ZodType | undefined, params: unknown): ErrorCode | null {
  const notFound = schema ? uuidParams.get(schema) : undefined;
  return notFound && !isUuid((params as { id: string }).id) ? notFound : null;
}
