import { describe, expect, it } from 'vitest';
import { isStrongPassword } from './password';

describe('isStrongPassword', () => {
  it.each(['Counter-Shop9', 'aB3defgh', 'Mañana2026x'])('accepts %s', (p) => expect(isStrongPassword(p)).toBe(true));
  it.each([
    ['too short', 'aB3defg'],
    ['no upper', 'counter-shop9'],
    ['no lower', 'COUNTER-SHOP9'],
    ['no digit', 'Counter-Shop'],
    ['common', 'Password123'],
    ['common, other case', 'pASSWORD1'],
    ['too long', `Aa1${'x'.repeat(126)}`],
  ])('refuses %s', (_, p) => expect(isStrongPassword(p)).toBe(false));
});
