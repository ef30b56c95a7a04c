import { describe, expect, it } from 'vitest';
import { isIsoTimestamp } from './timestamps';
import { isUuid, userIdSchema } from './ids';

describe('isIsoTimestamp: what PostgreSQL reads the same way', () => {
  it('takes real instants in the forms the cursors and filters carry', () => {
    for (const text of ['2026-01-01T00:00:00Z', '2024-02-29T23:59:59.123456Z', '2026-06-30T12:00:00.000+02:00', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59-15:59']) {
      expect(isIsoTimestamp(text, 'required'), text).toBe(true);
    }
    expect(isIsoTimestamp('2026-01-01T00:00:00.000001', 'none')).toBe(true);
  });

  it("refuses what Date.parse takes and PostgreSQL does not, and impossible days and times", () => {
    for (const text of ['1', '+010000-01-01T00:00:00Z', '0000-01-01T00:00:00Z', '2025-13-45T99:99:99', '2025-02-29T00:00:00Z', '2026-04-31T00:00:00Z',
      '2026-01-01T24:00:00Z', '2026-01-01T00:60:00Z', '2026-01-01T00:00:60Z', '2026-01-01 00:00:00Z', '2026-01-01T00:00:00.1234567Z', '2026-01-01T00:00:00+16:00',
      '2026-01-01', 'Thu, 01 Jan 2026 00:00:00 GMT', '2026-01-01T00:00:00Z\u0000']) {
      expect(isIsoTimestamp(text), text).toBe(false);
    }
  });

  it('asks for the zone when told to, and refuses it when told to', () => {
    expect(isIsoTimestamp('2026-01-01T00:00:00', 'required')).toBe(false);
    expect(isIsoTimestamp('2026-01-01T00:00:00Z', 'none')).toBe(false);
  });
});

describe('ids', () => {
  it('tells UUIDs and user ids from anything else', () => {
    expect(isUuid('3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b')).toBe(true);
    expect(isUuid('3f2b8c1e-6a4d-4e8f-9b1a-2c3d4e5f6a7b\u0000')).toBe(false);
    expect(userIdSchema.safeParse('Xy8_k-2Lm0AbCdEfGhIjKlMnOpQrStUv').success).toBe(true);
    for (const bad of ['', 'a b', 'a\u0000', 'x'.repeat(101), "1' or '1'='1"]) expect(userIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});
