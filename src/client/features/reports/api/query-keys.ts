import { storeKeys } from '#client/lib/store-keys';

/** Every query key of the reports feature, declared once. */
export const reportKeys = {
  get all() {
    return storeKeys.reports;
  },
  dailyLogs: (from: string, to: string) => [...reportKeys.all, 'daily-logs', from, to] as const,
  allDailyLogs: () => [...reportKeys.all, 'daily-logs', 'all'] as const,
  monthlySummary: (month: string) => [...reportKeys.all, 'monthly-summary', month] as const,
  creditSummary: () => [...reportKeys.all, 'credit-summary'] as const,
  recentCredit: (cursor: string) => [...reportKeys.all, 'credit-summary', 'recent', cursor] as const,
  redFlags: () => [...reportKeys.all, 'red-flags'] as const,
};
