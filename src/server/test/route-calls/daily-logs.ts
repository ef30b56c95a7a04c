import { type CallTable } from './call';

/** Daily logs. One valid request per route (decision 019's matrix and the fuzz suite). */
export const dailyLogsCalls: CallTable = {
  'GET /daily-logs/:date': (w) => ({ path: `/api/daily-logs/${w.today}` }),
  'PUT /daily-logs/:date': (w) => ({
    path: `/api/daily-logs/${w.today}`,
    method: 'PUT',
    json: { startingCashCents: 10000, cashSalesCents: 5000, payoutsCents: 0, expensesCents: 0, actualCashCents: 15000 },
  }),
};
