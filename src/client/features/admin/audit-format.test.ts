import { describe, expect, it } from 'vitest';
import { formatAuditTime, severityOf, shortId, truncateUserAgent } from './audit-format';

describe('audit log formatting', () => {
  it("formats time as 'MMM dd, yyyy HH:mm:ss' in the platform zone, labelled", () => {
    expect(formatAuditTime('2026-01-05T07:08:09Z')).toBe('Jan 05, 2026 07:08:09 UTC');
    expect(formatAuditTime('2026-12-31T23:59:59Z')).toBe('Dec 31, 2026 23:59:59 UTC');
    expect(formatAuditTime('2026-06-01T00:00:00Z')).toBe('Jun 01, 2026 00:00:00 UTC');
  });

  it('shortens ids to 8 characters and user agents to 100', () => {
    expect(shortId('0123456789abcdef')).toBe('01234567');
    expect(shortId(null)).toBe('—');
    expect(truncateUserAgent('a'.repeat(150))).toBe(`${'a'.repeat(100)}…`);
    expect(truncateUserAgent('short')).toBe('short');
  });

  it('rates severity by table', () => {
    expect(severityOf('customers')).toBe('high');
    expect(severityOf('admin_users')).toBe('high');
    expect(severityOf('daily_logs')).toBe('medium');
    expect(severityOf('stores')).toBe('low');
  });
});
