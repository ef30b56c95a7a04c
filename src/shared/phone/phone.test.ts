import { describe, expect, it } from 'vitest';
import { formatPhone, phoneCountryOf, smsLink, telLink, toE164, whatsappLink } from './phone';

describe('phone numbers in E.164', () => {
  it('reads a local US number with the store country: +1, and links WhatsApp reads as the US', () => {
    const stored = toE164('(217) 555-0144', 'US');
    expect(stored).toBe('+12175550144');
    expect(whatsappLink(stored!)).toBe('https://wa.me/12175550144');
    expect(telLink(stored!)).toBe('tel:+12175550144');
    expect(smsLink(stored!)).toBe('sms:+12175550144');
    expect(formatPhone(stored!, 'US')).toBe('(217) 555-0144');
  });

  it('reads a Mexican number in a Mexican store', () => {
    const stored = toE164('55 1234 5678', 'MX');
    expect(stored).toBe('+525512345678');
    expect(whatsappLink(stored!)).toBe('https://wa.me/525512345678');
    expect(formatPhone(stored!, 'MX')).toBe('55 1234 5678');
  });

  it('keeps an international number whatever the store country, shown internationally', () => {
    expect(toE164('+34 612 34 56 78', 'US')).toBe('+34612345678');
    expect(formatPhone('+34612345678', 'US')).toBe('+34 612 34 56 78');
  });

  it('refuses garbage and numbers that do not exist', () => {
    expect(toE164('hello', 'US')).toBeNull();
    expect(toE164('', 'US')).toBeNull();
    expect(toE164('12345', 'US')).toBeNull();
    expect(toE164('(017) 555-0144', 'US')).toBeNull();
  });

  it('makes no link from a number kept as typed, and shows it as it is', () => {
    expect(whatsappLink('2175550144')).toBeNull();
    expect(smsLink('2175550144', 'hi')).toBeNull();
    expect(telLink('2175550144')).toBeNull();
    expect(formatPhone('2175550144', 'US')).toBe('2175550144');
  });

  it('prefills messages encoded', () => {
    expect(whatsappLink('+12175550144', 'Hola & adiós')).toBe('https://wa.me/12175550144?text=Hola%20%26%20adi%C3%B3s');
    expect(smsLink('+12175550144', 'a b')).toBe('sms:+12175550144?&body=a%20b');
  });

  it('knows a store country from its time zone, the US by default', () => {
    expect(phoneCountryOf('America/Mexico_City')).toBe('MX');
    expect(phoneCountryOf('America/Chicago')).toBe('US');
    expect(phoneCountryOf('UTC')).toBe('US');
    expect(phoneCountryOf(null)).toBe('US');
  });
});
