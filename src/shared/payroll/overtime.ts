/**
 * The pay breakdown of a payroll entry (spec part 2 §9): hours up to the period's threshold are
 * regular, the rest overtime at 1.5× the regular rate, and
 *   regular rate = total ÷ (regular hours + 1.5 × overtime hours).
 * Everything is computed in integer cents and half-hours, rounded half up; regular pay is rounded
 * and overtime pay is the rest, so the two always add up to the total exactly (decision 021).
 */

export type PayPeriodType = 'weekly' | 'bi-weekly' | 'monthly';

export const OVERTIME_MULTIPLIER = 1.5;

/** Regular-hours threshold: 40 weekly, 80 bi-weekly, 160 monthly and for any other type. */
export function overtimeThresholdHours(payPeriodType: string): number {
  if (payPeriodType === 'weekly') return 40;
  if (payPeriodType === 'bi-weekly') return 80;
  return 160;
}

export type PayBreakdown = {
  regularHours: number;
  overtimeHours: number;
  regularRateCents: number;
  overtimeRateCents: number;
  regularPayCents: number;
  overtimePayCents: number;
  totalPayCents: number;
};

/** a ÷ b rounded half up, for non-negative integers (b > 0), without floating point. */
export function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** Hours (a multiple of 0.5) as whole half-hours. */
export function toHalfHours(hours: number): number {
  return Math.round(hours * 2);
}

/** Total pay ÷ total hours, in cents (the table's Hourly Rate); 0 for no hours. */
export function hourlyRateCents(totalCents: number, hours: number): number {
  const halfHours = toHalfHours(hours);
  return halfHours > 0 ? divideRounded(2 * totalCents, halfHours) : 0;
}

/** The breakdown of `hours` (multiple of 0.5, > 0) paid `totalCents` in a period of `payPeriodType`. */
export function payBreakdown(payPeriodType: string, hours: number, totalCents: number): PayBreakdown {
  const halfHours = toHalfHours(hours);
  const regularHalf = Math.min(halfHours, overtimeThresholdHours(payPeriodType) * 2);
  const overtimeHalf = halfHours - regularHalf;
  // regular + 1.5 × overtime, in quarter hours: (2 × regularHalf + 3 × overtimeHalf) / 4.
  const weight = 2 * regularHalf + 3 * overtimeHalf;
  if (weight === 0) {
    return { regularHours: 0, overtimeHours: 0, regularRateCents: 0, overtimeRateCents: 0, regularPayCents: 0, overtimePayCents: totalCents, totalPayCents: totalCents };
  }
  const regularPayCents = divideRounded(2 * totalCents * regularHalf, weight);
  return {
    regularHours: regularHalf / 2,
    overtimeHours: overtimeHalf / 2,
    regularRateCents: divideRounded(4 * totalCents, weight),
    overtimeRateCents: divideRounded(6 * totalCents, weight),
    regularPayCents,
    overtimePayCents: totalCents - regularPayCents,
    totalPayCents: totalCents,
  };
}
