import { describe, expect, it } from 'vitest';
import { countOf, nouns } from './plural';
import { dailyResetSentence } from '#client/features/admin/admin-texts';

describe('countOf', () => {
  it('says one and many right', () => {
    expect(countOf(1, nouns.customer)).toBe('1 customer');
    expect(countOf(0, nouns.customer)).toBe('0 customers');
    expect(countOf(2, nouns.entry)).toBe('2 entries');
    expect(countOf(1, nouns.store)).toBe('1 store');
  });
});

describe('dailyResetSentence', () => {
  it('agrees with the count (spec: "{n} customers had their daily credit reset")', () => {
    expect(dailyResetSentence(1)).toBe('1 customer had their daily credit reset');
    expect(dailyResetSentence(12)).toBe('12 customers had their daily credit reset');
    expect(dailyResetSentence(0)).toBe('0 customers had their daily credit reset');
  });
});
