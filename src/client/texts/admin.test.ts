import { describe, expect, it } from 'vitest';
import { dailyResetSentence } from './admin';

describe('dailyResetSentence', () => {
  it('agrees with the count (spec: "{n} customers had their daily credit reset")', () => {
    expect(dailyResetSentence(1)).toBe('1 customer had their daily credit reset');
    expect(dailyResetSentence(12)).toBe('12 customers had their daily credit reset');
    expect(dailyResetSentence(0)).toBe('0 customers had their daily credit reset');
  });
});
