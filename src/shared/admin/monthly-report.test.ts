import { describe, expect, it } from 'vitest';
import { conversionRate, currentMonth, monthRange, monthlyReportQuerySchema, summarizeMonth } from './monthly-report';

describe('monthly report formulas', () => {
  it('zero signups: conversion 0, revenue 0, every status 0', () => {
    const report = summarizeMonth('2026-11', []);
    expect(report).toMatchObject({ totalSignups: 0, approvedStores: 0, pendingStores: 0, monthlyRevenueCents: 0, recurringEstimateCents: 0, conversionRate: 0 });
    expect(report.breakdown.every((b) => b.count === 0)).toBe(true);
  });
  it('conversion rate has one decimal, rounded half up', () => {
    expect(conversionRate(1, 3)).toBe(33.3);
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(1, 16)).toBe(6.3);
    expect(conversionRate(1, 8)).toBe(12.5);
    expect(conversionRate(3, 3)).toBe(100);
  });
  it('revenue is what was recorded as paid; the recurring estimate is approved × $24.99', () => {
    const report = summarizeMonth('2026-11', ['active', 'trial', 'expired'], 2998 + 2499);
    expect(report).toMatchObject({ monthlyRevenueCents: 5497, recurringEstimateCents: 4998 });
  });
  it('approved = active or trial; pending = an empty or unknown status; suspended and expired are neither', () => {
    const report = summarizeMonth('2026-11', ['active', 'trial', 'trial', 'suspended', 'expired', 'unknown']);
    expect(report).toMatchObject({ totalSignups: 6, approvedStores: 3, pendingStores: 1, recurringEstimateCents: 7497, conversionRate: 50 });
    expect(report.breakdown).toEqual([
      { status: 'trial', count: 2 },
      { status: 'active', count: 1 },
      { status: 'suspended', count: 1 },
      { status: 'expired', count: 1 },
      { status: 'unknown', count: 1 },
    ]);
  });
  it('a month is YYYY-MM; its range runs to the next month, across a year end', () => {
    expect(monthRange('2026-12')).toEqual({ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') });
    expect(currentMonth(new Date('2026-11-23T23:59:00Z'))).toBe('2026-11');
    for (const bad of ['2026-13', '2026-1', '26-11', '2026-00', 'x']) expect(monthlyReportQuerySchema.safeParse({ month: bad }).success).toBe(false);
    expect(monthlyReportQuerySchema.safeParse({ month: '2026-02' }).success).toBe(true);
  });
});
