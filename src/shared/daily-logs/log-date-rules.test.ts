import { describe, expect, it } from 'vitest';
import { canWriteLogDate, checkLogDateWrite } from './log-date-rules';

describe('who writes which day of the cash log', () => {
  const today = '2026-05-04';
  it('lets everyone write today', () => {
    expect(checkLogDateWrite('employee', today, today)).toBeNull();
    expect(checkLogDateWrite('store_owner', today, today)).toBeNull();
  });
  it('keeps past days to the owner', () => {
    expect(checkLogDateWrite('employee', '2026-05-03', today)).toBe('DAILY_LOG_PAST_DATE_OWNER_ONLY');
    expect(checkLogDateWrite('store_owner', '2025-12-31', today)).toBeNull();
  });
  it('refuses a future day to everyone', () => {
    expect(checkLogDateWrite('store_owner', '2026-05-05', today)).toBe('DAILY_LOG_FUTURE_DATE');
    expect(checkLogDateWrite('employee', '2027-01-01', today)).toBe('DAILY_LOG_FUTURE_DATE');
    expect(canWriteLogDate('store_owner', '2026-05-05', today)).toBe(false);
  });
});
