import type { Context } from 'hono';
import {
  creditSummarySchema,
  dailyLogHistorySchema,
  historyQuerySchema,
  monthlySummarySchema,
  monthQuerySchema,
  redFlagReportSchema,
} from '#shared/reports/report.schemas';
import type { AppEnv, Membership } from '../http/types';
import { defineRoute } from '../http/route-manifest';
import { readDb } from '../http/read-your-writes';
import { getAllDailyLogHistory, getDailyLogHistory, getMonthlySummary } from './daily-log-history.service';
import { getCreditSummary, getRecentCreditEntries } from './credit-summary.service';
import { getRedFlagReport } from './red-flags.service';
import { readMonthQuery, readRangeQuery } from './report-range';
import { recentCreditPageSchema, recentCreditQuerySchema } from '#shared/reports/credit-recent.schemas';

/** The store of the signed-in owner (never from the request). */
const readStoreId = (c: Context<AppEnv>) => (c.get('membership') as Membership).storeId;

/** /api/reports: owner-only reports of one store. */
export const reportsRoutes = [
  defineRoute({
    method: 'GET', path: '/reports/daily-logs', summary: 'Daily Log History for ?from&to (default: last 90 days)',
    access: 'owner', blockedWhenLapsed: false, query: historyQuerySchema, response: dailyLogHistorySchema,
    handle: async (c, { query }) => c.json(await getDailyLogHistory(await readDb(c), readStoreId(c), readRangeQuery(query))),
  }),
  defineRoute({
    method: 'GET', path: '/reports/daily-logs/all', summary: "Daily Log History 'All': from the first log to today",
    access: 'owner', blockedWhenLapsed: false, response: dailyLogHistorySchema,
    handle: async (c) => c.json(await getAllDailyLogHistory(await readDb(c), readStoreId(c))),
  }),
  defineRoute({
    method: 'GET', path: '/reports/monthly-summary', summary: 'Monthly Summary for ?month=YYYY-MM',
    access: 'owner', blockedWhenLapsed: false, query: monthQuerySchema, response: monthlySummarySchema,
    handle: async (c, { query }) => c.json(await getMonthlySummary(await readDb(c), readStoreId(c), readMonthQuery(query))),
  }),
  defineRoute({
    method: 'GET', path: '/reports/credit-summary', summary: 'Monthly Credit Summary: the past 30 days',
    access: 'owner', blockedWhenLapsed: false, response: creditSummarySchema,
    handle: async (c) => c.json(await getCreditSummary(await readDb(c), readStoreId(c))),
  }),
  defineRoute({
    method: 'GET', path: '/reports/credit-summary/recent', summary: "The next page of the Credit Summary's recent entries: ?cursor=<id of the last row shown>",
    access: 'owner', blockedWhenLapsed: false, query: recentCreditQuerySchema, response: recentCreditPageSchema,
    handle: async (c, { query }) => c.json(await getRecentCreditEntries(await readDb(c), readStoreId(c), query.cursor)),
  }),
  defineRoute({
    method: 'GET', path: '/reports/red-flags', summary: 'Red Flag Report',
    access: 'owner', blockedWhenLapsed: false, response: redFlagReportSchema,
    handle: async (c) => c.json(await getRedFlagReport(await readDb(c), readStoreId(c))),
  }),
];
