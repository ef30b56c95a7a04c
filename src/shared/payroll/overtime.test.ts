import { describe, expect, it } from 'vitest';
import { divideRounded, hourlyRateCents, overtimeThresholdHours, payBreakdown } from './overtime';

describe('payBreakdown', () => {
  it("matches the issue's example: weekly, 45 h, $540.00", () => {
    expect(payBreakdown('weekly', 45, 54_000)).toEqual({
      regularHours: 40,
      overtimeHours: 5,
      regularRateCents: 1137,
      overtimeRateCents: 1705,
      regularPayCents: 45_474,
      overtimePayCents: 8526,
      totalPayCents: 54_000,
    });
  });

  it('has no overtime up to the threshold', () => {
    const b = payBreakdown('bi-weekly', 80, 120_000);
    expect(b).toMatchObject({ regularHours: 80, overtimeHours: 0, regularRateCents: 1500, overtimeRateCents: 2250, regularPayCents: 120_000, overtimePayCents: 0 });
  });

  it('uses 160 h for monthly and any other type', () => {
    expect(overtimeThresholdHours('monthly')).toBe(160);
    expect(overtimeThresholdHours('daily')).toBe(160);
    expect(payBreakdown('something', 170.5, 300_000)).toMatchObject({ regularHours: 160, overtimeHours: 10.5 });
  });

  it('puts the rounding cent on the overtime line: the parts always add up to the total', () => {
    for (const type of ['weekly', 'bi-weekly', 'monthly']) {
      for (let half = 1; half <= 400; half += 7) {
        for (const total of [1, 99, 54_000, 123_457, 10_000_000]) {
          const b = payBreakdown(type, half / 2, total);
          expect(b.regularPayCents + b.overtimePayCents).toBe(total);
          expect(b.overtimePayCents).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('gives the half cent to regular pay and the remainder to overtime (weekly 56 h, $540.04: both parts end in exactly half a cent)', () => {
    // W = 2 × 80 + 3 × 32 = 256 quarter hours; regular pay 2 × 54004 × 80 / 256 = 33752.5, overtime 20251.5:
    // rounding both would pay $540.05.
    const b = payBreakdown('weekly', 56, 54_004);
    expect([b.regularPayCents, b.overtimePayCents]).toEqual([33_753, 20_251]);
    expect(b.regularPayCents + b.overtimePayCents).toBe(54_004);
  });

  it('rounds half up in integers', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(hourlyRateCents(54_000, 45)).toBe(1200);
    expect(hourlyRateCents(1000, 3)).toBe(333);
  });
});
