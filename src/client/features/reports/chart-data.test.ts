import { describe, expect, it } from 'vitest';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { creditRows, dailyLogRows, MAX_CHART_DAYS, seriesRows } from './chart-data';

const log = { logDate: '2026-11-02', cashSalesCents: 40_000, balanceCents: -300 } as DailyLog;

describe('chart rows', () => {
  it('gives every day of the range a slot, empty where no log was kept', () => {
    const rows = dailyLogRows([log], { from: '2026-10-31', to: '2026-11-02' });
    expect(rows).toEqual([
      { date: '2026-10-31', values: [null, null] },
      { date: '2026-11-01', values: [null, null] },
      { date: '2026-11-02', values: [40_000, -300] },
    ]);
    expect(seriesRows(rows, 1).at(-1)).toEqual({ date: '2026-11-02', values: [-300] });
  });

  it("draws a long range's latest days, so 'All' shows this week and not only the first years", () => {
    const rows = dailyLogRows([log], { from: '2019-01-01', to: '2026-11-02' });
    expect(rows).toHaveLength(MAX_CHART_DAYS);
    expect(rows.at(-1)).toEqual({ date: '2026-11-02', values: [40_000, -300] });
    expect(rows[0]!.date).toBe('2024-11-01');
  });

  it('keeps the credit days as the server sent them', () => {
    expect(creditRows([{ date: '2026-11-01', givenCents: 500, paidCents: 200 }])).toEqual([{ date: '2026-11-01', values: [500, 200] }]);
  });
});
