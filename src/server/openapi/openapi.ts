import { z } from 'zod';
import { Hono } from 'hono';
import { signInInputSchema, signUpInputSchema } from '#shared/auth/auth.schemas';
import { storeSchema, storeSettingsInputSchema, storeSetupInputSchema } from '#shared/stores/store.schemas';
import { contactInputSchema } from '#shared/contact/contact.schemas';
import { sessionContextSchema } from '#shared/session/session.schemas';
import { errorCodes } from '#shared/errors/codes';
import {
  createCustomerInputSchema,
  customerPageSchema,
  customerSchema,
  updateCreditLimitInputSchema,
  updateCustomerStatusInputSchema,
  updateRedFlagInputSchema,
} from '#shared/customers/customer.schemas';
import { ledgerEntryInputSchema, ledgerPageSchema, statementSchema } from '#shared/credit/credit.schemas';
import { dailyLogResponseSchema, saveDailyLogInputSchema, saveDailyLogResponseSchema } from '#shared/daily-logs/daily-log.schemas';
import { creditSummarySchema, dailyLogHistorySchema, monthlySummarySchema, redFlagReportSchema } from '#shared/reports/report.schemas';
import { recentCreditPageSchema } from '#shared/reports/credit-recent.schemas';
import type { AppEnv } from '../http/types';

type Access = 'public' | 'signed in' | 'store member' | 'store owner' | 'platform admin';
type Operation = { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string; summary: string; access: Access; body?: z.ZodType; response?: z.ZodType };

/** Every route of the API, with the shared zod schemas it validates. Add a line with each new route. */
export const operations: Operation[] = [
  { method: 'get', path: '/api/health', summary: 'Database in use and whether it answers', access: 'public' },
  { method: 'get', path: '/api/openapi.json', summary: 'This description', access: 'public' },
  { method: 'get', path: '/api/config', summary: 'What the sign-in screen needs (Google on, verification required)', access: 'public' },
  { method: 'post', path: '/api/contact', summary: 'Send a contact-form message', access: 'public', body: contactInputSchema },
  { method: 'post', path: '/api/signup', summary: 'Sign up an owner with the store information', access: 'public', body: signUpInputSchema },
  { method: 'post', path: '/api/auth/sign-in/email', summary: 'Sign in (5 failed attempts per email in 15 minutes lock it)', access: 'public', body: signInInputSchema },
  { method: 'post', path: '/api/auth/sign-out', summary: 'Sign out', access: 'signed in' },
  { method: 'post', path: '/api/auth/request-password-reset', summary: 'Mail a password-reset link', access: 'public' },
  { method: 'post', path: '/api/auth/reset-password', summary: 'Set a new (strong) password with the mailed token', access: 'public' },
  { method: 'get', path: '/api/session', summary: 'The signed-in user, role, store and admin flag; null when signed out', access: 'public', response: sessionContextSchema.nullable() },
  { method: 'post', path: '/api/stores/setup', summary: 'First-login store setup (one store per owner)', access: 'signed in', body: storeSetupInputSchema },
  { method: 'get', path: '/api/stores/current', summary: "The caller's store", access: 'store member', response: storeSchema },
  { method: 'put', path: '/api/stores/current', summary: 'Store Settings', access: 'store owner', body: storeSettingsInputSchema, response: storeSchema },
  { method: 'get', path: '/api/dashboard/summary', summary: "Dashboard tiles for the store's business day", access: 'store member' },
  { method: 'get', path: '/api/admin/audit-log', summary: 'Latest 100 security audit entries', access: 'platform admin' },
  { method: 'post', path: '/api/billing/checkout', summary: 'Start a subscription checkout', access: 'store owner' },
  { method: 'post', path: '/api/billing/portal', summary: 'Open the billing portal', access: 'store owner' },
  { method: 'post', path: '/api/client-errors', summary: 'Report a crash seen in the browser', access: 'public' },
  { method: 'post', path: '/api/auth/change-password', summary: 'Change the password (the new one must be strong)', access: 'signed in' },
  { method: 'post', path: '/api/auth/sign-up/email', summary: 'Refused (404): sign up through /api/signup', access: 'public' },
  ...customerOperations(),
  ...ledgerOperations(),
  { method: 'get', path: '/api/daily-logs/{date}', summary: "One business day's cash log, or null", access: 'store member', response: dailyLogResponseSchema },
  { method: 'put', path: '/api/daily-logs/{date}', summary: 'Save or update the cash log of a day (one per store and date)', access: 'store member', body: saveDailyLogInputSchema, response: saveDailyLogResponseSchema },
  { method: 'get', path: '/api/reports/daily-logs', summary: 'Daily Log History for ?from&to (default: last 90 days)', access: 'store owner', response: dailyLogHistorySchema },
  { method: 'get', path: '/api/reports/monthly-summary', summary: 'Monthly Summary for ?month=YYYY-MM', access: 'store owner', response: monthlySummarySchema },
  { method: 'get', path: '/api/reports/daily-logs/all', summary: "Daily Log History 'All': from the first log to today", access: 'store owner', response: dailyLogHistorySchema },
  { method: 'get', path: '/api/reports/credit-summary', summary: 'Monthly Credit Summary: the past 30 days', access: 'store owner', response: creditSummarySchema },
  { method: 'get', path: '/api/reports/credit-summary/recent', summary: "The next page of the Credit Summary's recent entries: ?cursor=<id of the last row shown>", access: 'store owner', response: recentCreditPageSchema },
  { method: 'get', path: '/api/reports/red-flags', summary: 'Red Flag Report', access: 'store owner', response: redFlagReportSchema },
  { method: 'get', path: '/api/exports/{file}', summary: 'CSV or XLSX download: {daily-logs|credit-transactions|customers|red-flags}.{csv|xlsx}; ranges take ?from&to', access: 'store owner' },
];

function customerOperations(): Operation[] {
  const one = '/api/customers/{id}';
  return [
    { method: 'get', path: '/api/customers', summary: 'Customer directory: ?q search, pages of 50 by ?cursor', access: 'store member', response: customerPageSchema },
    { method: 'post', path: '/api/customers', summary: 'Add a customer (the server makes the 8-digit id)', access: 'store member', body: createCustomerInputSchema, response: customerSchema },
    { method: 'get', path: one, summary: 'One customer', access: 'store member', response: customerSchema },
    { method: 'delete', path: one, summary: 'Delete a customer (refused while they owe money)', access: 'store member' },
    { method: 'patch', path: `${one}/status`, summary: 'Block, Verified or Loyal', access: 'store member', body: updateCustomerStatusInputSchema, response: customerSchema },
    { method: 'patch', path: `${one}/red-flag`, summary: 'Red flag and its reason', access: 'store owner', body: updateRedFlagInputSchema, response: customerSchema },
    { method: 'put', path: `${one}/credit-limit`, summary: 'Credit limit', access: 'store owner', body: updateCreditLimitInputSchema, response: customerSchema },
    { method: 'put', path: `${one}/photo`, summary: 'Photo upload: raw JPEG/PNG/WebP bytes, at most 5 MB', access: 'store member', response: customerSchema },
    { method: 'get', path: `${one}/photo`, summary: "The customer's photo (JPEG), to this store's users only", access: 'store member' },
    { method: 'delete', path: `${one}/photo`, summary: 'Remove the photo', access: 'store member', response: customerSchema },
  ];
}

function ledgerOperations(): Operation[] {
  const one = '/api/customers/{id}';
  const idempotent = 'Idempotency-Key header: a retry returns the first answer';
  return [
    { method: 'post', path: `${one}/credit`, summary: `Give credit (${idempotent})`, access: 'store member', body: ledgerEntryInputSchema },
    { method: 'post', path: `${one}/payments`, summary: `Record a payment (${idempotent})`, access: 'store member', body: ledgerEntryInputSchema },
    { method: 'post', path: `${one}/reset-daily-credit`, summary: 'Reset daily credit', access: 'store owner', response: customerSchema },
    { method: 'get', path: `${one}/transactions`, summary: 'Ledger history, newest first, with running balances', access: 'store member', response: ledgerPageSchema },
    { method: 'get', path: `${one}/statement`, summary: 'Statement for ?from&to (business dates)', access: 'store member', response: statementSchema },
  ];
}

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
