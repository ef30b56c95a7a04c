import { describe, expect, it } from 'vitest';
import { activateCatalogue } from '#client/i18n';
import english from '#client/i18n/locales/en/customers';
import englishCatalogue from '#client/i18n/locales/en/index';
import spanish from '#client/i18n/locales/es/customers';
import spanishCatalogue from '#client/i18n/locales/es/index';
import { decideDelete } from './delete-customer-decision';

/** The dialog's texts, read from the English catalogue (the unit tests run in English). */
const DELETE_CONFIRM_TEXT = english.deleteConfirmText;
const ARCHIVE_CONFIRM_TEXT = english.archiveConfirmText;

const ana = (creditBalanceCents: number) => ({ name: 'Ana Diaz', creditBalanceCents });

describe('decideDelete', () => {
  it('deletes for good a settled customer with no credit history, and says it cannot be undone', () => {
    expect(decideDelete(ana(0), false)).toEqual({ kind: 'delete', message: DELETE_CONFIRM_TEXT });
    expect(DELETE_CONFIRM_TEXT).toMatch(/cannot be undone/);
  });

  it('archives a settled customer with a credit history, and says the history is kept and the owner can restore', () => {
    expect(decideDelete(ana(0), true)).toEqual({ kind: 'archive', message: ARCHIVE_CONFIRM_TEXT });
    expect(ARCHIVE_CONFIRM_TEXT).toMatch(/archived instead/);
    expect(ARCHIVE_CONFIRM_TEXT).toMatch(/restore them from the Archived list/);
  });

  it('waits for the history before offering either', () => {
    expect(decideDelete(ana(0), undefined).kind).toBe('checking');
  });

  it('refuses while the customer owes money, with the amount and what to do', () => {
    expect(decideDelete(ana(1234), true)).toEqual({
      kind: 'refused',
      message: 'Ana Diaz owes $12.34. This customer still owes money. Record a payment before deleting.',
    });
  });

  it('refuses while the customer has store credit', () => {
    expect(decideDelete(ana(-500), true)).toEqual({
      kind: 'refused',
      message: 'Ana Diaz has $5.00 store credit. This customer has store credit. Use it up or give it back before deleting.',
    });
  });

  it('shows the server’s refusal when the list was stale', () => {
    expect(decideDelete(ana(0), true, 'CUSTOMER_HAS_BALANCE').message).toBe('This customer still owes money. Record a payment before deleting.');
    expect(decideDelete(ana(0), true, 'CUSTOMER_HAS_STORE_CREDIT').kind).toBe('refused');
    expect(decideDelete(ana(700), true, 'CUSTOMER_HAS_BALANCE').message).toMatch(/^Ana Diaz owes \$7\.00\./);
  });
});

describe('decideDelete in Spanish', () => {
  it('says the confirmations and refusals in the language on screen', () => {
    activateCatalogue('es', spanishCatalogue);
    try {
      expect(decideDelete(ana(0), true)).toEqual({ kind: 'archive', message: spanish.archiveConfirmText });
      expect(decideDelete(ana(0), false)).toEqual({ kind: 'delete', message: spanish.deleteConfirmText });
      expect(decideDelete(ana(1234), true).message).toMatch(/^Ana Diaz debe \$12\.34\. /);
      expect(decideDelete(ana(-500), true).message).toMatch(/^Ana Diaz tiene \$5\.00 de saldo a favor\. /);
    } finally {
      activateCatalogue('en', englishCatalogue);
    }
  });
});
