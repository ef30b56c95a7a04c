import { describe, expect, it } from 'vitest';
import { drawerText, formatSignedCents, netCreditLabel } from './net-credit';

describe('netCreditLabel', () => {
  it('calls money owed to the store Outstanding and money owed by it Overpaid', () => {
    expect(netCreditLabel(1)).toBe('Outstanding');
    expect(netCreditLabel(-2_500)).toBe('Overpaid');
    expect(netCreditLabel(0)).toBe('Settled');
  });
});

describe('drawerText', () => {
  it('labels the drawer by what it holds, the amount unsigned', () => {
    expect(drawerText(0)).toBe('Balanced');
    expect(drawerText(1_200)).toBe('Over $12.00');
    expect(drawerText(-500)).toBe('Short $5.00');
  });

  it('puts a minus in front of a loss', () => {
    expect(formatSignedCents(-1_234)).toBe('-$12.34');
    expect(formatSignedCents(1_234)).toBe('$12.34');
  });
});
