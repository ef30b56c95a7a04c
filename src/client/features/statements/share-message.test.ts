import { describe, expect, it } from 'vitest';
import { buildReceiptMessage, buildStatementMessage, smsLink, whatsAppLink } from './share-message';

const url = 'https://corner.example/s/AbC-_123';

describe('share links', () => {
  it('wa.me carries the E.164 number without "+" and the URL-encoded text', () => {
    const text = buildStatementMessage({ customerName: 'Ana López', storeName: 'Rosa & Sons', balanceCents: 2033, url });
    const link = whatsAppLink('+1 (217) 555-0100', text);
    expect(link.startsWith('https://wa.me/12175550100?text=')).toBe(true);
    expect(decodeURIComponent(link.split('?text=')[1]!)).toBe(text);
    expect(link).not.toMatch(/[ &]Sons/);
    expect(link).toContain('Rosa%20%26%20Sons');
    expect(link).toContain(encodeURIComponent(url));
  });

  it('sms: keeps the "+" and encodes the body', () => {
    const text = buildStatementMessage({ customerName: 'Ana', storeName: 'Rosa Market', balanceCents: -500, url });
    const link = smsLink('+12175550100', text);
    expect(link.startsWith('sms:+12175550100?&body=')).toBe(true);
    expect(decodeURIComponent(link.split('&body=')[1]!)).toBe(text);
    expect(text).toContain('$5.00 of store credit');
  });

  it('the statement text follows the reminder: name, store, balance, link', () => {
    expect(buildStatementMessage({ customerName: ' Ana ', storeName: 'Rosa Market', balanceCents: 2033, url })).toBe(
      `Hi Ana, this is Rosa Market: your balance is $20.33. See your statement: ${url}`,
    );
  });

  it('the receipt is one line: amount, new balance, date, store, link', () => {
    expect(buildReceiptMessage({ kind: 'payment', amountCents: 500, balanceCents: 1533, date: 'Mar 02, 2026' }, 'Rosa Market', url)).toBe(
      `Rosa Market receipt: Payment of $5.00 received on Mar 02, 2026, new balance $15.33. Statement: ${url}`,
    );
    expect(buildReceiptMessage({ kind: 'credit', amountCents: 300, balanceCents: 300, date: 'Mar 02, 2026' }, 'Rosa Market', url)).toContain('Credit of $3.00');
  });
});
