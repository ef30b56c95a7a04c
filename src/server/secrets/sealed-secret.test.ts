import { describe, expect, it } from 'vitest';
import { openSecret, openSecretText, sealSecret, sealSecretText } from './sealed-secret';

const secret = 'a'.repeat(32);
const other = 'b'.repeat(32);

describe('secrets at rest', () => {
  it('round-trips, and never stores the plain value', () => {
    const sealed = sealSecretText(secret, 'JBSWY3DPEHPK3PXP', 'admin-totp');
    expect(sealed).toMatch(/^sealed:v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecretText(secret, sealed, 'admin-totp')).toBe('JBSWY3DPEHPK3PXP');
    expect(sealSecretText(secret, 'JBSWY3DPEHPK3PXP', 'admin-totp')).not.toBe(sealed); // a fresh IV each time
  });

  it('opens nothing under another AUTH_SECRET, another purpose, or a damaged value', () => {
    const sealed = sealSecretText(secret, 'JBSWY3DPEHPK3PXP', 'admin-totp');
    expect(openSecretText(other, sealed, 'admin-totp')).toBeNull();
    expect(openSecretText(secret, sealed, 'system-settings:smtp-password')).toBeNull();
    expect(openSecretText(secret, `${sealed.slice(0, -2)}AA`, 'admin-totp')).toBeNull();
    expect(openSecret(secret, sealSecret(secret, 'pw'), 'admin-totp')).toBeNull();
    expect(openSecret(secret, sealSecret(secret, 'pw'))).toBe('pw');
  });

  it('returns a value written before sealing as it is', () => {
    expect(openSecretText(secret, 'JBSWY3DPEHPK3PXP', 'admin-totp')).toBe('JBSWY3DPEHPK3PXP');
  });
});
