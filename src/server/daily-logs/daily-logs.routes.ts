import { Hono, type Context } from 'hono';
import { saveDailyLogInputSchema } from '#shared/daily-logs/daily-log.schemas';
import type { AppEnv, Membership } from '../http/types';
import { parseInput, readJson } from '../http/validate';
import { actorOf, requireMember } from '../auth/session.middleware';
import { logDateParamSchema } from './daily-log.queries';
import { getDailyLog, saveDailyLog } from './daily-logs.service';

/** The store of the signed-in member (never from the request). */
const readStoreId = (c: Context<AppEnv>) => (c.get('membership') as Membership).storeId;

/** The :date of the path, or 422 { date: 'invalid_date' }. */
const readLogDate = (c: Context<AppEnv>) => parseInput(logDateParamSchema, { date: c.req.param('date') }).date;

/** /api/daily-logs/:date: the one cash log of a business day (owners and employees). */
export const dailyLogsRoutes = new Hono<AppEnv>()
  .get('/:date', requireMember, async (c) => c.json(await getDailyLog(c.get('deps').db, readStoreId(c), readLogDate(c))))
  .put('/:date', requireMember, async (c) => {
    const date = readLogDate(c);
    const values = parseInput(saveDailyLogInputSchema, await readJson(c.req.raw));
    const saved = await saveDailyLog(c.get('deps').db, actorOf(c), readStoreId(c), date, values, c.get('membership') as Membership);
    return c.json(saved, saved.created ? 201 : 200);
  });
