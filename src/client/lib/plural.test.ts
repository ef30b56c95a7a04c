import { describe, expect, it } from 'vitest';
import { countOf, nouns } from './plural';

describe('countOf', () => {
  it('says one and many right', () => {
    expect(countOf(1, nouns.customer)).toBe('1 customer');
    expect(countOf(0, nouns.customer)).toBe('0 customers');
    expect(countOf(2, nouns.entry)).toBe('2 entries');
    expect(countOf(1, nouns.store)).toBe('1 store');
  });
});
