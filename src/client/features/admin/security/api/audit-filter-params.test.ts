import { describe, expect, it } from 'vitest';
import { auditCsvHref, auditFilterParams, emptyAuditFilter } from './get-audit-page';

describe('the audit filter as a query', () => {
  it("sends platform (UTC) days as the instants of their bounds: from the first day's start to the day after the last", () => {
    const params = auditFilterParams({ ...emptyAuditFilter, store: ' Rosa Market ', fromDay: '2026-11-01', toDay: '2026-11-07' });
    expect(params.get('store')).toBe('Rosa Market');
    expect(params.get('from')).toBe('2026-11-01T00:00:00.000Z');
    expect(params.get('to')).toBe('2026-11-08T00:00:00.000Z');
    expect(params.has('user')).toBe(false);
  });
  it('the CSV link carries the same filters', () => {
    expect(auditCsvHref(emptyAuditFilter)).toBe('/api/admin/security/audit-log.csv');
    expect(auditCsvHref({ ...emptyAuditFilter, action: 'DELETE' })).toBe('/api/admin/security/audit-log.csv?action=DELETE');
  });
});
