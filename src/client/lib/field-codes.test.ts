import { describe, expect, it } from 'vitest';
import { signUpInputSchema } from '#shared/auth/auth.schemas';
import { fieldCodesFrom } from './field-codes';

describe('fieldCodesFrom', () => {
  it('keeps the first code per field of a failed shared-schema parse', () => {
    const result = signUpInputSchema.safeParse({
      firstName: ' ',
      lastName: 'Owner',
      email: 'not-an-email',
      password: 'short',
      storeName: '',
      storeStreet: 'x',
      storeCity: 'x',
      storeState: 'x',
      storeZip: 'x',
      storePhone: 'abc',
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldCodesFrom(result.error)).toEqual({
      firstName: 'required',
      email: 'invalid_email',
      password: 'too_short',
      storeName: 'required',
      storePhone: 'invalid_phone',
    });
  });
});
