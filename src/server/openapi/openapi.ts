import { z } from 'zod';
import { errorCodes, type ErrorCode } from '#shared/errors/codes';
import { defineRoute, type Access, type RouteEntry, type SuccessStatus } from '../http/route-manifest';
import { routeErrorsByStatus } from './route-errors';

const accessText: Record<Access, string> = {
  anonymous: 'anyone',
  signedIn: 'any signed-in user',
  member: "a member of the caller's store (employee or owner)",
  owner: "the owner of the caller's store",
  admin: 'a platform admin (with the second factor given when the platform requires it)',
  adminUnverified: 'a platform admin, before or after giving the second factor',
  community: 'a member of any store, or a platform admin (with the second factor given when required)',
};

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1), without the `$schema` line each would repeat. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...described } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return described;
}

/** '/customers/:id' → '/api/customers/{id}'. */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, '{$1}')}`;
}

/** Path and query parameters from the route's schemas (objects of named fields). */
function parametersOf(entry: RouteEntry) {
  const parameters: Array<Record<string, unknown>> = [];
  for (const [where, schema] of [['path', entry.params], ['query', entry.query]] as const) {
    if (!schema) continue;
    const described = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    for (const [name, property] of Object.entries(described.properties ?? {})) {
      parameters.push({ name, in: where, required: where === 'path' || (described.required ?? []).includes(name), schema: property });
    }
  }
  if (entry.body === 'text') parameters.push({ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } });
  return parameters;
}

const binary = { type: 'string', format: 'binary' };
const jsonContent = (schema: unknown) => ({ 'application/json': { schema } });

/**
 * The request body: a JSON object described by its schema, raw bytes, or Stripe's event (an object,
 * verified against the raw bytes as signed). A write that takes no body accepts none or `{}` (what the
 * app's fetch sends): an optional empty object.
 */
function requestBodyOf(entry: RouteEntry) {
  const body = entry.body;
  if (body === 'image') return { required: true, content: { 'image/*': { schema: binary } } };
  if (body === 'stream') return { required: true, content: { 'application/octet-stream': { schema: binary } } };
  if (body === 'text') {
    const event = { type: 'object', required: ['id', 'type'], properties: { id: { type: 'string' }, type: { type: 'string' }, data: { type: 'object' } } };
    return { required: true, description: "A Stripe event. Its raw bytes are verified against the Stripe-Signature header as sent: send them unchanged.", content: jsonContent(event) };
  }
  if (body) return { required: true, content: jsonContent(jsonSchema(body, 'input')) };
  if (entry.method === 'GET') return undefined;
  return { required: false, description: 'None, or an empty object', content: jsonContent({ type: 'object', properties: {}, additionalProperties: false }) };
}

/** Each success status with its body's schema (null: no body, or a non-JSON body in `produces`). */
export function successesOf(entry: RouteEntry): Array<[SuccessStatus, z.ZodType | null]> {
  if (entry.responses) return Object.entries(entry.responses).map(([status, schema]) => [Number(status) as SuccessStatus, schema ?? null]);
  return [[entry.successStatus ?? 200, entry.response ?? null]];
}

function successOf(entry: RouteEntry, status: SuccessStatus, schema: z.ZodType | null) {
  if (status === 302) return { description: 'Redirect', headers: { Location: { required: true, schema: { type: 'string' } } } };
  if (status === 204) return { description: 'No content' };
  if (status === 416) return { description: 'Range not satisfiable', headers: { 'Content-Range': { required: true, schema: { type: 'string' } } } };
  const content = schema
    ? jsonContent(jsonSchema(schema, 'output'))
    : Object.fromEntries((entry.produces ?? []).map((type) => [type, { schema: type.startsWith('text/') ? { type: 'string' } : binary }]));
  return { description: status === 201 ? 'Created' : status === 206 ? 'Partial content' : status === 503 ? 'Not ready' : 'OK', ...(Object.keys(content).length > 0 && { content }) };
}

/** One status's error answer: the error shape, its code one of those this route gives with this status. */
function errorAnswer(codes: ErrorCode[]) {
  const schema = {
    type: 'object', required: ['error'], additionalProperties: false,
    properties: {
      error: {
        type: 'object', required: ['code'], additionalProperties: false,
        properties: { code: { enum: codes }, fields: { $ref: '#/components/schemas/FieldErrors' }, params: { $ref: '#/components/schemas/ErrorParams' } },
      },
    },
  };
  return { description: codes.join(', '), content: jsonContent(schema) };
}

function operationOf(entry: RouteEntry) {
  const parameters = parametersOf(entry);
  const requestBody = requestBodyOf(entry);
  const responses: Record<string, unknown> = {};
  for (const [status, schema] of successesOf(entry)) responses[String(status)] = successOf(entry, status, schema);
  for (const [status, codes] of routeErrorsByStatus(entry)) {
    const own = responses[status] as { content?: Record<string, { schema: unknown }> } | undefined;
    const error = errorAnswer(codes);
    // A status the route answers in its own shape too (the health checks' 503): either shape.
    responses[status] = own?.content?.['application/json']
      ? { description: `Either shape; errors: ${error.description}`, content: jsonContent({ anyOf: [own.content['application/json'].schema, error.content['application/json'].schema] }) }
      : error;
  }
  return {
    summary: entry.summary,
    description: `Access: ${accessText[entry.access]}.${entry.blockedWhenLapsed ? ' Refused to a store whose subscription lapsed.' : ''}`,
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

/** The OpenAPI 3.1 description, generated from the route manifest (src/server/api-routes.ts). */
export function buildOpenApiDocument(entries: readonly RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const entry of entries) {
    const path = openApiPath(entry.path);
    paths[path] ??= {};
    paths[path]![entry.method.toLowerCase()] = operationOf(entry);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Corner Store API', version: '0.1.0' },
    paths,
    components: {
      schemas: {
        /** Any error answer; each operation lists its own statuses and codes. */
        Error: errorAnswer([...errorCodes]).content['application/json'].schema,
        /** A code per field ('required', 'invalid_type', 'too_long', …), never display text. */
        FieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
        /** Numbers the client's sentence needs (PAYMENT_EXCEEDS_BALANCE: owedCents). */
        ErrorParams: { type: 'object', additionalProperties: { type: 'number' } },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** GET /api/openapi.json: built once, from the same manifest the server registers. */
export function openApiRoutes(entries: () => readonly RouteEntry[]): RouteEntry[] {
  let document: OpenApiDocument | undefined;
  return [
    defineRoute({
      method: 'GET', path: '/openapi.json', summary: 'This description',
      access: 'anonymous', blockedWhenLapsed: false, response: z.looseObject({ openapi: z.literal('3.1.0'), paths: z.record(z.string(), z.unknown()) }),
      handle: (c) => c.json((document ??= buildOpenApiDocument(entries()))),
    }),
  ];
}
