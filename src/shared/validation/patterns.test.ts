import { describe, expect, it } from 'vitest';
import { emailPattern, namePattern, normalizePhone, phonePattern } from './patterns';
import { signUpInputSchema } from '../auth/auth.schemas';
import { formatStoreAddress } from '../stores/store.schemas';

describe('patterns (spec part 1 §3)', () => {
  it('phone: optional plus, first digit 1-9, up to 16 digits', () => {
    expect(phonePattern.test('+12175550123')).toBe(true);
    expect(phonePattern.test(normalizePhone('(217) 555-0123'))).toBe(true);
    expect(phonePattern.test('0123')).toBe(false);
    expect(phonePattern.test('12345678901234567')).toBe(false);
  });

  it('email and name', () => {
    expect(emailPattern.test('a@b.co')).toBe(true);
    expect(emailPattern.test('a@b')).toBe(false);
    expect(namePattern.test('José María')).toBe(true);
    expect(namePattern.test('R2D2')).toBe(false);
  });

  it('sign-up trims and lowercases the email', () => {
    const parsed = signUpInputSchema.parse({
      firstName: 'A', lastName: 'B', email: '  Ana@Example.COM ', password: 'Counter-Shop9',
      storeName: 'S', storeStreet: '1 Elm', storeCity: 'Austin', storeState: 'TX', storeZip: '78701', storePhone: '217 555 0123',
    });
    expect(parsed.email).toBe('ana@example.com');
    expect(parsed.storePhone).toBe('2175550123');
  });

  it("saves the address as 'street, city, state ZIP'", () => {
    expect(formatStoreAddress({ street: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701' })).toBe('12 Main St, Springfield, IL 62701');
  });
});
