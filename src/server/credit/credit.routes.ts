import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  ledgerEntryInputSchema,
  statementQuerySchema,
} from '#shared/credit/credit.schemas';
import type { AppEnv, Membership } from '../http/types';
import { parseInput, readJson } from '../http/validate';
import { actorOf, requireMember, requireOwner } from '../auth/session.middleware';
import { giveCredit, recordPayment, resetDailyCredit, type LedgerWriteResult } from './credit.service';
import { ledgerPageQuerySchema, listLedgerPage } from './ledger.queries';
import { getStatement } from './statement.service';

const idempotencyHeaderSchema = z.object({ idempotencyKey: idempotencyKeySchema.optional() });

/** The optional Idempotency-Key header; a malformed one is a 422 field error. */
function readIdempotencyKey(c: Context<AppEnv>): string | undefined {
  return parseInput(idempotencyHeaderSchema, { idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) }).idempotencyKey;
}

function storeIdOf(c: Context<AppEnv>): string {
  return (c.get('membership') as Membership).storeId;
}

/** The store's time zone, read with the session (no store query on the write path). */
function timezoneOf(c: Context<AppEnv>): string {
  return (c.get('membership') as Membership).timezone;
}

function sendLedgerWrite(c: Context<AppEnv>, result: LedgerWriteResult) {
  if (result.isReplay) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body, result.status as 201);
}

/** /api/customers/:id/{credit,payments,reset-daily-credit,transactions,statement}: the ledger. */
export const creditRoutes = new Hono<AppEnv>()
  .post('/:id/credit', requireMember, async (c) => {
    const idempotencyKey = readIdempotencyKey(c);
    const input = parseInput(ledgerEntryInputSchema, await readJson(c.req.raw));
    const result = await giveCredit(c.get('deps').db, actorOf(c), storeIdOf(c), c.req.param('id'), input, { idempotencyKey, timezone: timezoneOf(c), actorName: c.get('user')?.displayName });
    return sendLedgerWrite(c, result);
  })
  .post('/:id/payments', requireMember, async (c) => {
    const idempotencyKey = readIdempotencyKey(c);
    const input = parseInput(ledgerEntryInputSchema, await readJson(c.req.raw));
    const result = await recordPayment(c.get('deps').db, actorOf(c), storeIdOf(c), c.req.param('id'), input, { idempotencyKey, timezone: timezoneOf(c), actorName: c.get('user')?.displayName });
    return sendLedgerWrite(c, result);
  })
  .post('/:id/reset-daily-credit', requireOwner, async (c) => {
    return c.json(await resetDailyCredit(c.get('deps').db, actorOf(c), storeIdOf(c), c.req.param('id'), { timezone: timezoneOf(c) }));
  })
  .get('/:id/transactions', requireMember, async (c) => {
    const query = parseInput(ledgerPageQuerySchema, c.req.query());
    return c.json(await listLedgerPage(c.get('deps').db, storeIdOf(c), c.req.param('id'), query));
  })
  .get('/:id/statement', requireMember, async (c) => {
    const query = parseInput(statementQuerySchema, c.req.query());
    return c.json(await getStatement(c.get('deps').db, storeIdOf(c), c.req.param('id'), query));
  });
