import { z } from 'zod';
import { Hono } from 'hono';
import { signInInputSchema, signUpInputSchema } from '#shared/auth/auth.schemas';
import { storeSchema, storeSettingsInputSchema, storeSetupInputSchema } from '#shared/stores/store.schemas';
import { contactInputSchema } from '#shared/contact/contact.schemas';
import { sessionContextSchema } from '#shared/session/session.schemas';
import { errorCodes } from '#shared/errors/codes';
import type { AppEnv } from '../http/types';

type Access = 'public' | 'signed in' | 'store member' | 'store owner' | 'platform admin';
type Operation = { method: 'get' | 'post' | 'put'; path: string; summary: string; access: Access; body?: z.ZodType; response?: z.ZodType };

/** Every route of the API, with the shared zod schemas it validates. Add a line with each new route. */
export const operations: Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Database in use and whether it answers', access: 'public' },
  { method: 'get', path: '/api/config', summary: 'What the sign-in screen needs (Google on, verification required)', access: 'public' },
  { method: 'post', path: '/api/contact', summary: 'Send a contact-form message', access: 'public', body: contactInputSchema },
  { method: 'post', path: '/api/signup', summary: 'Sign up an owner with the store information', access: 'public', body: signUpInputSchema },
  { method: 'post', path: '/api/auth/sign-in/email', summary: 'Sign in (5 failed attempts per email in 15 minutes lock it)', access: 'public', body: signInInputSchema },
  { method: 'post', path: '/api/auth/sign-out', summary: 'Sign out', access: 'signed in' },
  { method: 'post', path: '/api/auth/request-password-reset', summary: 'Mail a password-reset link', access: 'public' },
  { method: 'post', path: '/api/auth/reset-password', summary: 'Set a new (strong) password with the mailed token', access: 'public' },
  { method: 'get', path: '/api/session', summary: 'The signed-in user, role, store and admin flag', access: 'signed in', response: sessionContextSchema },
  { method: 'post', path: '/api/stores/setup', summary: 'First-login store setup (one store per owner)', access: 'signed in', body: storeSetupInputSchema },
  { method: 'get', path: '/api/stores/current', summary: "The caller's store", access: 'store member', response: storeSchema },
  { method: 'put', path: '/api/stores/current', summary: 'Store Settings', access: 'store owner', body: storeSettingsInputSchema, response: storeSchema },
  { method: 'get', path: '/api/dashboard/summary', summary: "Dashboard tiles for the store's business day", access: 'store member' },
  { method: 'get', path: '/api/admin/audit-log', summary: 'Latest 100 security audit entries', access: 'platform admin' },
  { method: 'post', path: '/api/billing/checkout', summary: 'Start a subscription checkout', access: 'store owner' },
  { method: 'post', path: '/api/billing/portal', summary: 'Open the billing portal', access: 'store owner' },
  { method: 'post', path: '/api/client-errors', summary: 'Report a crash seen in the browser', access: 'public' },
];

const jsonSchema = (schema: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(schema, { io, unrepresentable: 'any' });

export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    paths[op.path]![op.method] = {
      summary: op.summary,
      description: `Access: ${op.access}.`,
      ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(op.body, 'input') } } } }),
      responses: {
        '200': { description: 'OK', ...(op.response && { content: { 'application/json': { schema: jsonSchema(op.response, 'output') } } }) },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
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
              properties: { code: { enum: [...errorCodes] }, fields: { type: 'object', additionalProperties: { type: 'string' } } },
            },
          },
        },
      },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' } },
    },
  };
}

export const openApiRoutes = new Hono<AppEnv>().get('/', (c) => c.json(buildOpenApiDocument()));
