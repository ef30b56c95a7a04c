import { Hono, type Context } from 'hono';
import type { AppEnv, Membership } from '../http/types';
import { requireOwner } from '../auth/session.middleware';
import { getAllDailyLogHistory, getDailyLogHistory, getMonthlySummary } from './daily-log-history.service';
import { getCreditSummary, getRecentCreditEntries } from './credit-summary.service';
import { getRedFlagReport } from './red-flags.service';
import { readMonthQuery, readRangeQuery } from './report-range';
import { recentCreditQuerySchema } from '#shared/reports/credit-recent.schemas';
import { parseInput } from '../http/validate';

/** The store of the signed-in owner (never from the request). */
const readStoreId = (c: Context<AppEnv>) => (c.get('membership') as Membership).storeId;

/** /api/reports: owner-only reports of one store. */
export const reportsRoutes = new Hono<AppEnv>()
  .get('/daily-logs', requireOwner, async (c) => {
    const range = readRangeQuery(c.req.query());
    return c.json(await getDailyLogHistory(c.get('deps').db, readStoreId(c), range));
  })
  .get('/daily-logs/all', requireOwner, async (c) => c.json(await getAllDailyLogHistory(c.get('deps').db, readStoreId(c))))
  .get('/monthly-summary', requireOwner, async (c) => {
    const month = readMonthQuery(c.req.query());
    return c.json(await getMonthlySummary(c.get('deps').db, readStoreId(c), month));
  })
  .get('/credit-summary', requireOwner, async (c) => c.json(await getCreditSummary(c.get('deps').db, readStoreId(c))))
  .get('/credit-summary/recent', requireOwner, async (c) => {
    const { cursor } = parseInput(recentCreditQuerySchema, c.req.query());
    return c.json(await getRecentCreditEntries(c.get('deps').db, readStoreId(c), cursor));
  })
  .get('/red-flags', requireOwner, async (c) => c.json(await getRedFlagReport(c.get('deps').db, readStoreId(c))));
