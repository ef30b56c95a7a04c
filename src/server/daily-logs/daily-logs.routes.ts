import type { Context } from 'hono';
import {
  dailyLogResponseSchema,
  logDateParamSchema,
  saveDailyLogInputSchema,
  createdDailyLogSchema,
  savedDailyLogSchema,
} from '#shared/daily-logs/daily-log.schemas';
import type { AppEnv, Membership } from '../http/types';
import { defineRoute } from '../http/route-manifest';
import { actorOf } from '../auth/session.middleware';
import { getDailyLog, saveDailyLog } from './daily-logs.service';
import { markReplay, readIdempotencyKey } from '../http/idempotency-header';

/** The store of the signed-in member (never from the request). */
const readStoreId = (c: Context<AppEnv>) => (c.get('membership') as Membership).storeId;

/** /api/daily-logs/:date: the one cash log of a business day (owners and employees). */
export const dailyLogsRoutes = [
  defineRoute({
    method: 'GET', path: '/daily-logs/:date', summary: "One business day's cash log, or null",
    access: 'member', blockedWhenLapsed: false, errors: ['DAILY_LOG_FUTURE_DATE', 'DAILY_LOG_PAST_DATE_OWNER_ONLY'], params: logDateParamSchema, response: dailyLogResponseSchema,
    handle: async (c, { params }) => c.json(await getDailyLog(c.get('deps').db, readStoreId(c), params.date)),
  }),
  defineRoute({
    method: 'PUT', path: '/daily-logs/:date', summary: 'Save or update the cash log of a day (one per store and date; Idempotency-Key header: a retry returns the first answer)',
    access: 'member', blockedWhenLapsed: true, errors: ['DAILY_LOG_FUTURE_DATE', 'DAILY_LOG_PAST_DATE_OWNER_ONLY', 'DAILY_LOG_CHANGED', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS'], params: logDateParamSchema, body: saveDailyLogInputSchema,
    responses: { 200: savedDailyLogSchema, 201: createdDailyLogSchema },
    handle: async (c, { params, body }) => {
      const membership = c.get('membership') as Membership;
      const saved = await saveDailyLog(c.get('deps').db, actorOf(c), readStoreId(c), params.date, body, { ...membership, idempotencyKey: readIdempotencyKey(c) });
      markReplay(c, saved.isReplay);
      return c.json({ log: saved.log, created: saved.created }, saved.created ? 201 : 200);
    },
  }),
];
