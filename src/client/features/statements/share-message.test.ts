import { describe, expect, it } from 'vitest';
import { statementMessage } from '#client/texts/statements';
import { smsLink, whatsAppLink } from './share-message';

const url = 'https://corner.example/s/AbC-_123';

describe('share links', () => {
  it('wa.me carries the E.164 number without "+" and the URL-encoded text', () => {
    const text = statementMessage({ customerName: 'Ana López', storeName: 'Rosa & Sons', balanceCents: 2033, url });
    const link = whatsAppLink('+1 (217) 555-0100', text);
    expect(link.startsWith('https://wa.me/12175550100?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(text);
    expect(link).not.toMatch(/[ &]Sons/);
    expect(link).toContain('Rosa%20%26%20Sons');
    expect(link).toContain(encodeURIComponent(url));
  });

  it('sms: keeps the "+" and encodes the body', () => {
    const text = statementMessage({ customerName: 'Ana', storeName: 'Rosa Market', balanceCents: -500, url });
    const link = smsLink('+12175550100', text);
    expect(link.startsWith('sms:+12175550100?&body=')).toBe(true);
    expect(decodeURIComponent(link.split('&body=')[1]!)).toBe(text);
  });
});
