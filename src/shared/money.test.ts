import { describe, expect, it } from 'vitest';
import { formatCents, parseDollarsToCents } from './money';

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
