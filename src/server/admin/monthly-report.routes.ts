import { monthlyReportQuerySchema, monthlyReportSchema } from '#shared/admin/monthly-report';
import { defineRoute } from '../http/route-manifest';
import { readDb } from '../http/read-your-writes';
import { getMonthlyReport } from './monthly-report.service';

export const monthlyReportRoutes = [
  defineRoute({
    method: 'GET', path: '/admin/monthly-reports', summary: 'Signups, approved, pending, revenue and conversion of ?month=YYYY-MM (default: this month, UTC)',
    access: 'admin', blockedWhenLapsed: false, query: monthlyReportQuerySchema, response: monthlyReportSchema,
    handle: async (c, { query }) => c.json(await getMonthlyReport(await readDb(c), query.month)),
  }),
];
