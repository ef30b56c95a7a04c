import { z } from 'zod';
import { errorCodes } from '#shared/errors/codes';
import { defineRoute, type Access, type RouteEntry } from '../http/route-manifest';

const accessText: Record<Access, string> = {
  anonymous: 'anyone',
  signedIn: 'any signed-in user',
  member: "a member of the caller's store (employee or owner)",
  owner: "the owner of the caller's store",
  admin: 'a platform admin (with the second factor given when the platform requires it)',
  adminUnverified: 'a platform admin, before or after giving the second factor',
  community: 'a member of any store, or a platform admin (with the second factor given when required)',
};

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

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
  return parameters;
}

function operationOf(entry: RouteEntry) {
  const status = String(entry.successStatus ?? 200);
  const body = entry.body;
  return {
    summary: entry.summary,
    description: `Access: ${accessText[entry.access]}.${entry.blockedWhenLapsed ? ' Refused to a store whose subscription lapsed.' : ''}`,
    ...(parametersOf(entry).length > 0 && { parameters: parametersOf(entry) }),
    ...(body === 'image' && { requestBody: { required: true, content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } } }),
    ...(body === 'stream' && { requestBody: { required: true, content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } }),
    ...(body === 'text' && { requestBody: { required: true, content: { 'application/json': { schema: { type: 'string', description: 'the raw signed body' } } } } }),
    ...(body && typeof body !== 'string' && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } }),
    responses: {
      [status]: { description: 'OK', ...(entry.response && { content: { 'application/json': { schema: jsonSchema(entry.response, 'output') } } }) },
      default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    },
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
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code'],
              properties: {
                code: { enum: [...errorCodes] },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
              },
            },
          },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
  };
}

/** GET /api/openapi.json: built once, from the same manifest the server registers. */
export function openApiRoutes(entries: () => readonly RouteEntry[]): RouteEntry[] {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  return [
    defineRoute({
      method: 'GET', path: '/openapi.json', summary: 'This description',
      access: 'anonymous', blockedWhenLapsed: false,
      handle: (c) => c.json((document ??= buildOpenApiDocument(entries()))),
    }),
  ];
}
