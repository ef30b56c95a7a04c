import { describe, expect, it } from 'vitest';
import { signInInputSchema } from '#shared/auth/auth.schemas';
import { fieldCodesFrom } from '#client/lib/field-codes';
import { checkSignUp } from './signup-checks';
import { checkEmail, checkNewPassword, checkSignIn } from './validation';

const signUp = {
  firstName: 'Olivia',
  lastName: 'Owner',
  email: '  Olivia@Example.COM ',
  password: 'Corner-Store1',
  storeName: 'Corner Market',
  storeStreet: '12 Main St',
  storeCity: 'Springfield',
  storeState: 'IL',
  storeZip: '62701',
  storePhone: '(217) 555-0100',
};

describe('checkSignIn', () => {
  it('needs an email, a valid one, and a password', () => {
    expect(checkSignIn({ email: '', password: '' })).toEqual({ ok: false, fields: { email: 'required', password: 'required' } });
    expect(checkSignIn({ email: 'nope', password: 'x' })).toEqual({ ok: false, fields: { email: 'invalid_email' } });
    expect(checkSignIn({ email: ' A@B.co ', password: 'x' })).toEqual({ ok: true, data: { email: 'a@b.co', password: 'x' } });
  });
});

describe('checkSignIn agrees with the shared signInInputSchema', () => {
  const samples = [
    { email: '', password: '' },
    { email: '  ', password: 'x' },
    { email: 'a@b', password: 'x' },
    { email: 'A@B.CO', password: '' },
    { email: ' a b@c.de ', password: 'pw' },
    { email: `${'a'.repeat(250)}@b.co`, password: 'pw' },
    { email: 'ok@example.com', password: 'y'.repeat(129) },
    { email: 'ok@example.com', password: 'secret' },
  ];
  it.each(samples)('%o', (sample) => {
    const parsed = signInInputSchema.safeParse(sample);
    const expected = parsed.success ? { ok: true, data: parsed.data } : { ok: false, fields: fieldCodesFrom(parsed.error) };
    expect(checkSignIn(sample)).toEqual(expected);
  });
});

describe('checkSignUp', () => {
  it('trims and lowercases the email, normalises the phone and adds the time zone and the language on screen', () => {
    const result = checkSignUp(signUp, 'America/Chicago');
    expect(result).toEqual({
      ok: true,
      data: { ...signUp, email: 'olivia@example.com', storePhone: '2175550100', timezone: 'America/Chicago', language: 'en' },
    });
  });

  it('requires 8 characters and every store field', () => {
    const result = checkSignUp({ ...signUp, password: 'Ab1xyz', storeName: '', storeStreet: ' ', storeZip: '', storePhone: '' }, null);
    expect(result).toEqual({
      ok: false,
      fields: { password: 'too_short', storeName: 'required', storeStreet: 'required', storeZip: 'required', storePhone: 'required' },
    });
  });
});

describe('checkEmail', () => {
  it('reports the email field', () => {
    expect(checkEmail('')).toEqual({ ok: false, fields: { email: 'required' } });
    expect(checkEmail('x@y')).toEqual({ ok: false, fields: { email: 'invalid_email' } });
    expect(checkEmail(' X@Y.org')).toEqual({ ok: true, data: 'x@y.org' });
  });
});

describe('checkNewPassword', () => {
  it('needs matching passwords of at least 8 characters', () => {
    expect(checkNewPassword('Abcdef12', 'Abcdef13')).toEqual({ ok: false, fields: { confirmPassword: 'mismatch' } });
    expect(checkNewPassword('Abc12', 'Abc12')).toEqual({ ok: false, fields: { newPassword: 'too_short' } });
    expect(checkNewPassword('Abcdef12', 'Abcdef12')).toEqual({ ok: true, data: 'Abcdef12' });
  });
});
