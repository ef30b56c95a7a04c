import type { Context } from 'hono';
import {
  ledgerEntryInputSchema,
  ledgerPageQuerySchema,
  paymentInputSchema,
  ledgerPageSchema,
  ledgerWriteResponseSchema,
  statementQuerySchema,
  statementSchema,
} from '#shared/credit/credit.schemas';
import { customerSchema } from '#shared/customers/customer.schemas';
import type { AppEnv, Membership } from '../http/types';
import { defineRoute, uuidParam } from '../http/route-manifest';
import { markReplay, readIdempotencyKey } from '../http/idempotency-header';
import { actorOf } from '../auth/session.middleware';
import { giveCredit, recordPayment, resetDailyCredit, type LedgerWriteResult } from './credit.service';
import { listLedgerPage } from './ledger.queries';
import { getStatement } from './statement.service';

function storeIdOf(c: Context<AppEnv>): string {
  return (c.get('membership') as Membership).storeId;
}

/** The store's time zone, read with the session (no store query on the write path). */
function timezoneOf(c: Context<AppEnv>): string {
  return (c.get('membership') as Membership).timezone;
}

function sendLedgerWrite(c: Context<AppEnv>, result: LedgerWriteResult) {
  markReplay(c, result.isReplay);
  return c.json(result.body, result.status as 201);
}

const one = '/customers/:id';
const idempotent = 'Idempotency-Key header: a retry returns the first answer';

/** /api/customers/:id/{credit,payments,reset-daily-credit,transactions,statement}: the ledger. */
export const creditRoutes = [
  defineRoute({
    method: 'POST', path: `${one}/credit`, summary: `Give credit (${idempotent})`,
    access: 'member', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED', 'CREDIT_ALREADY_GIVEN_TODAY', 'CUSTOMER_RED_FLAGGED', 'CUSTOMER_BLOCKED', 'CREDIT_LIMIT_EXCEEDED', 'DAILY_RESET_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS', 'ENTRY_TOO_OLD', 'ENTRY_IN_FUTURE'], params: uuidParam(), body: ledgerEntryInputSchema, response: ledgerWriteResponseSchema, successStatus: 201,
    handle: async (c, { params, body }) => {
      const context = { idempotencyKey: readIdempotencyKey(c), timezone: timezoneOf(c), actorName: c.get('user')?.displayName };
      return sendLedgerWrite(c, await giveCredit(c.get('deps').db, actorOf(c), storeIdOf(c), params.id, body, context));
    },
  }),
  defineRoute({
    method: 'POST', path: `${one}/payments`, summary: `Record a payment (${idempotent})`,
    access: 'member', blockedWhenLapsed: true, errors: ['OWNER_ONLY', 'CUSTOMER_ARCHIVED', 'PAYMENT_EXCEEDS_BALANCE', 'STORE_CREDIT_LIMIT_EXCEEDED', 'DAILY_RESET_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS', 'ENTRY_TOO_OLD', 'ENTRY_IN_FUTURE'], params: uuidParam(), body: paymentInputSchema, response: ledgerWriteResponseSchema, successStatus: 201,
    handle: async (c, { params, body: { acceptStoreCredit, ...body } }) => {
      const context = { idempotencyKey: readIdempotencyKey(c), timezone: timezoneOf(c), actorName: c.get('user')?.displayName, acceptStoreCredit, role: (c.get('membership') as Membership).role };
      return sendLedgerWrite(c, await recordPayment(c.get('deps').db, actorOf(c), storeIdOf(c), params.id, body, context));
    },
  }),
  defineRoute({
    method: 'POST', path: `${one}/reset-daily-credit`, summary: 'Reset daily credit',
    access: 'owner', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED', 'DAILY_RESET_IN_PROGRESS'], params: uuidParam(), response: customerSchema,
    handle: async (c, { params }) =>
      c.json(await resetDailyCredit(c.get('deps').db, actorOf(c), storeIdOf(c), params.id, { timezone: timezoneOf(c) })),
  }),
  defineRoute({
    method: 'GET', path: `${one}/transactions`, summary: 'Ledger history, newest first, with running balances',
    access: 'member', blockedWhenLapsed: false, params: uuidParam(), query: ledgerPageQuerySchema, response: ledgerPageSchema,
    handle: async (c, { params, query }) => c.json(await listLedgerPage(c.get('deps').db, storeIdOf(c), params.id, query)),
  }),
  defineRoute({
    method: 'GET', path: `${one}/statement`, summary: 'Statement for ?from&to (business dates)',
    access: 'member', blockedWhenLapsed: false, params: uuidParam(), query: statementQuerySchema, response: statementSchema,
    handle: async (c, { params, query }) => c.json(await getStatement(c.get('deps').db, storeIdOf(c), params.id, query)),
  }),
];
