import { describe, expect, it } from 'vitest';
import { centsToInput, formatCents, formatCentsIn, parseDollarsToCents, percentOfCents } from './money';

describe('money', () => {
  it('formats cents as US dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(2499)).toBe('$24.99');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-550)).toBe('-$5.50');
  });

  it('refuses non-integer cents', () => {
    expect(() => formatCents(1.5)).toThrow(TypeError);
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.07', 7],
    ['.5', 50],
    ['$1,234.56', 123456],
    ['-3.10', -310],
  ])('parses %s', (input, cents) => expect(parseDollarsToCents(input)).toBe(cents));

  it.each(['', 'abc', '1.234', '1e3', '12.3.4'])('refuses %s', (input) => expect(parseDollarsToCents(input)).toBeNull());
});

describe('money in and out of amount boxes and other currencies', () => {
  it('writes cents back into an amount box exactly', () => {
    expect(centsToInput(0)).toBe('0.00');
    expect(centsToInput(5)).toBe('0.05');
    expect(centsToInput(1250)).toBe('12.50');
    expect(centsToInput(2499)).toBe('24.99');
    expect(centsToInput(123456789)).toBe('1234567.89');
    expect(centsToInput(-5)).toBe('-0.05');
    // 1.15 * 100 is 114.99999999999999 in floats: the old way could not be trusted both ways.
    expect(parseDollarsToCents(centsToInput(115))).toBe(115);
    expect(() => centsToInput(0.5)).toThrow(TypeError);
  });

  it('formats cents in a chosen currency', () => {
    expect(formatCentsIn(10000, 'USD')).toBe('$100.00');
    expect(formatCentsIn(10825, 'EUR')).toBe('€108.25');
    expect(formatCentsIn(10000, 'JPY')).toBe('¥100');
  });

  it('takes a percentage to the nearest cent', () => {
    expect(percentOfCents(10000, 8.25)).toBe(825);
    expect(percentOfCents(999, 7.5)).toBe(75); // 74.925
    expect(percentOfCents(1, 50)).toBe(1); // half a cent rounds away from zero
    expect(percentOfCents(-1, 50)).toBe(-1);
    expect(percentOfCents(10000, 0)).toBe(0);
  });
});
