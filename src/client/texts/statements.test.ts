import { describe, expect, it } from 'vitest';
import { receiptMessage, statementLinksTexts, statementMessage } from './statements';

const url = 'https://corner.example/s/AbC-_123';

describe('statement texts', () => {
  it('the statement text follows the reminder: name, store, balance, link', () => {
    expect(statementMessage({ customerName: ' Ana ', storeName: 'Rosa Market', balanceCents: 2033, url })).toBe(
      `Hi Ana, this is Rosa Market: your balance is $20.33. See your statement: ${url}`,
    );
  });

  it('a customer in credit reads their store credit; a store without a name says "your store"', () => {
    expect(statementMessage({ customerName: 'Ana', storeName: '  ', balanceCents: -500, url })).toBe(
      `Hi Ana, this is your store: you have $5.00 of store credit. See your statement: ${url}`,
    );
  });

  it('the receipt is one line: amount, new balance, date, store, link', () => {
    expect(receiptMessage({ kind: 'payment', amountCents: 500, balanceCents: 1533, date: 'Mar 02, 2026' }, 'Rosa Market', url)).toBe(
      `Rosa Market receipt: Payment of $5.00 received on Mar 02, 2026, new balance $15.33. Statement: ${url}`,
    );
    expect(receiptMessage({ kind: 'credit', amountCents: 300, balanceCents: 300, date: 'Mar 02, 2026' }, 'Rosa Market', url)).toBe(
      `Rosa Market receipt: Credit of $3.00 on Mar 02, 2026, new balance $3.00. Statement: ${url}`,
    );
    expect(receiptMessage({ kind: 'payment', amountCents: 800, balanceCents: -200, date: 'Mar 02, 2026' }, 'Rosa Market', url)).toContain(
      'store credit $2.00',
    );
  });

  it("a link's line: a missing time reads Never, a person no longer there reads Store", () => {
    expect(statementLinksTexts.made('Mar 2, 2026', 'Rosa Diaz')).toBe('made Mar 2, 2026 by Rosa Diaz');
    expect(statementLinksTexts.made('Mar 2, 2026', null)).toBe('made Mar 2, 2026 by Store');
    expect(statementLinksTexts.expiry('Apr 1, 2026', null)).toBe('Expires Apr 1, 2026 · last opened Never');
  });
});
