import { describe, expect, it } from 'vitest';
import { keptPartsOf } from './device-data';

describe('what the device keeps of the screens', () => {
  it('keeps the unsearched customer list, each customer and ledger opened, and each cash-log day', () => {
    expect(keptPartsOf(['store', 's1', 'customers', 'list', ''])).toBe('customers|list');
    expect(keptPartsOf(['store', 's1', 'customers', 'detail', 'c1'])).toBe('customers|detail|c1');
    expect(keptPartsOf(['store', 's1', 'customers', 'ledger', 'c1'])).toBe('customers|ledger|c1');
    expect(keptPartsOf(['store', 's1', 'daily-logs', 'day', '2026-05-04'])).toBe('daily-logs|day|2026-05-04');
  });
  it('keeps no search, statement, report or unscoped answer', () => {
    expect(keptPartsOf(['store', 's1', 'customers', 'list', 'ana'])).toBeNull();
    expect(keptPartsOf(['store', 's1', 'customers', 'statement', 'c1', '2026-01-01', '2026-02-01'])).toBeNull();
    expect(keptPartsOf(['store', 's1', 'reports', 'monthly'])).toBeNull();
    expect(keptPartsOf(['session'])).toBeNull();
  });
});
