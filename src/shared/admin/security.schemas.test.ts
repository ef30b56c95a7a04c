import { describe, expect, it } from 'vitest';
import { auditPageQuerySchema, decodeAuditCursor, encodeAuditCursor } from './security.schemas';

describe('audit log query', () => {
  it('a cursor round-trips the exact time (microseconds) and id; anything else is refused', () => {
    const cursor = { at: '2026-11-23T22:47:55.123456Z', id: '0b5e8d2c-1f4a-4c3e-9d7b-6a5f4e3d2c1b' };
    expect(decodeAuditCursor(encodeAuditCursor(cursor))).toEqual(cursor);
    for (const bad of ['zzz', btoa('x|y'), btoa(`${cursor.at}|${cursor.id}|extra`), btoa(`not-a-date|${cursor.id}`)]) expect(decodeAuditCursor(bad)).toBeNull();
  });
  it('empty filters are dropped; a reversed range and unknown keys are refused', () => {
    expect(auditPageQuerySchema.parse({ store: '  ', user: '' })).toEqual({ limit: 50 });
    expect(auditPageQuerySchema.parse({ limit: '100' }).limit).toBe(100);
    for (const limit of ['0', '101', '1.5', 'x']) expect(auditPageQuerySchema.safeParse({ limit }).success, limit).toBe(false);
    expect(auditPageQuerySchema.safeParse({ from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' }).success).toBe(false);
    expect(auditPageQuerySchema.safeParse({ offset: '50' }).success).toBe(false);
    expect(auditPageQuerySchema.safeParse({ action: 'UPDATE', table: 'stores', from: '2026-11-01T05:00:00.000Z' }).success).toBe(true);
  });
});
