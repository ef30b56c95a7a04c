import { describe, expect, it } from 'vitest';
import { auditCsvHref, auditFilterParams, emptyAuditFilter } from './get-audit-page';

describe('the audit filter as a query', () => {
  it("sends local days as the instants of their bounds: from the first day's start to the day after the last", () => {
    const params = auditFilterParams({ ...emptyAuditFilter, store: ' Rosa Market ', fromDay: '2026-11-01', toDay: '2026-11-07' });
    expect(params.get('store')).toBe('Rosa Market');
    expect(params.get('from')).toBe(new Date(2026, 10, 1).toISOString());
    expect(params.get('to')).toBe(new Date(2026, 10, 8).toISOString());
    expect(params.has('user')).toBe(false);
  });
  it('the CSV link carries the same filters', () => {
    expect(auditCsvHref(emptyAuditFilter)).toBe('/api/admin/security/audit-log.csv');
    expect(auditCsvHref({ ...emptyAuditFilter, action: 'DELETE' })).toBe('/api/admin/security/audit-log.csv?action=DELETE');
  });
});
