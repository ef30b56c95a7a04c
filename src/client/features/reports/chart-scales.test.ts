import { describe, expect, it } from 'vitest';
import { bandLayout, barGeometry, formatAxisCents, groupedBarX, labelIndexes, niceDomain, niceStep, scaleLinear } from './chart-scales';

describe('niceDomain', () => {
  it('rounds up to 1-2-5 steps and starts at zero', () => {
    expect(niceStep(53_210, 4)).toBe(20_000);
    expect(niceDomain([12_000, 53_210, 8_000])).toEqual({ min: 0, max: 60_000, ticks: [0, 20_000, 40_000, 60_000] });
  });

  it('spans negative values (a short drawer) around zero', () => {
    const domain = niceDomain([-750, 300]);
    expect(domain.min).toBe(-1000);
    expect(domain.max).toBe(500);
    expect(domain.ticks).toContain(0);
  });

  it('still draws an axis when every value is zero', () => {
    expect(niceDomain([0, 0])).toEqual({ min: 0, max: 1, ticks: [0] });
    expect(niceDomain([])).toEqual({ min: 0, max: 1, ticks: [0] });
  });
});

describe('geometry', () => {
  const y = scaleLinear([-100, 100], [200, 0]);

  it('maps values onto the pixel range', () => {
    expect(y(0)).toBe(100);
    expect(y(100)).toBe(0);
    expect(scaleLinear([5, 5], [0, 10])(5)).toBe(0);
  });

  it('grows bars up from zero for gains and down for losses', () => {
    expect(barGeometry(50, y)).toEqual({ y: 50, height: 50 });
    expect(barGeometry(-50, y)).toEqual({ y: 100, height: 50 });
    expect(barGeometry(0, y)).toEqual({ y: 100, height: 0 });
  });

  it('lays out equal slots with centred bars and grouped series', () => {
    const band = bandLayout(4, 400, 0.5);
    expect(band.step).toBe(100);
    expect(band.barWidth).toBe(50);
    expect(band.x(1)).toBe(125);
    expect(groupedBarX(band.x(1), band.barWidth, 1, 2)).toEqual({ x: 150, width: 25 });
    expect(bandLayout(1000, 300).barWidth).toBe(1);
  });

  it('labels the first and the last day and a few between', () => {
    expect(labelIndexes(3, 6)).toEqual([0, 1, 2]);
    expect(labelIndexes(30, 4)).toEqual([0, 10, 20, 29]);
    expect(labelIndexes(0, 4)).toEqual([]);
  });
});

describe('formatAxisCents', () => {
  it('writes short dollar amounts', () => {
    expect(formatAxisCents(0)).toBe('$0');
    expect(formatAxisCents(5_000)).toBe('$50');
    expect(formatAxisCents(50)).toBe('$0.50');
    expect(formatAxisCents(150_000)).toBe('$1.5k');
    expect(formatAxisCents(-2_000)).toBe('-$20');
  });
});
