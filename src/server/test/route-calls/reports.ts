import { range, type CallTable } from './call';

/** Reports. One valid request per route (decision 019's matrix and the fuzz suite). */
export const reportsCalls: CallTable = {
  'GET /reports/daily-logs': () => ({ path: `/api/reports/daily-logs${range}` }),
  'GET /reports/daily-logs/all': () => ({ path: '/api/reports/daily-logs/all' }),
  'GET /reports/monthly-summary': () => ({ path: '/api/reports/monthly-summary?month=2026-01' }),
  'GET /reports/credit-summary': () => ({ path: '/api/reports/credit-summary' }),
  'GET /reports/credit-summary/recent': (w) => ({ path: `/api/reports/credit-summary/recent?cursor=${w.entryId}` }),
  'GET /reports/red-flags': () => ({ path: '/api/reports/red-flags' }),
};
