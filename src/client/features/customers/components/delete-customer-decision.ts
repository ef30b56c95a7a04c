import { formatCents } from '#shared/money';
import { messageForCode } from '#client/lib/error-messages';
import { t } from '#client/i18n';

export type DeleteTarget = { name: string; creditBalanceCents: number };

/** The server's refusals of a delete (the list was stale when it showed a zero balance). */
export type DeleteRefusal = 'CUSTOMER_HAS_BALANCE' | 'CUSTOMER_HAS_STORE_CREDIT';

export type DeleteDecision =
  /** Not known yet whether the customer has ledger entries. */
  | { kind: 'checking'; message: string }
  /** Ledger entries: the customer is archived, never erased (DESIGN §1). */
  | { kind: 'archive'; message: string }
  /** No ledger entries: removed for good. */
  | { kind: 'delete'; message: string }
  /** A balance either way: settle it first. */
  | { kind: 'refused'; message: string };

/**
 * What the Delete Customer dialog says. A balance either way is never sent to the server: the
 * dialog says what to do first. Otherwise a customer with ledger entries is archived and one
 * without is deleted for good; `hasLedgerEntries` is undefined while the history loads.
 * `refusal` is the server's answer when the list showed a zero balance but it was stale.
 */
export function decideDelete(target: DeleteTarget, hasLedgerEntries: boolean | undefined, refusal?: DeleteRefusal): DeleteDecision {
  const balance = target.creditBalanceCents;
  if (balance > 0 || (balance === 0 && refusal === 'CUSTOMER_HAS_BALANCE')) {
    const owes = balance > 0 ? `${t('customers.deleteRefusedOwes', { name: target.name, amount: formatCents(balance) })} ` : '';
    return { kind: 'refused', message: `${owes}${messageForCode('CUSTOMER_HAS_BALANCE')}` };
  }
  if (balance < 0 || refusal === 'CUSTOMER_HAS_STORE_CREDIT') {
    const credit = balance < 0 ? `${t('customers.deleteRefusedStoreCredit', { name: target.name, amount: formatCents(-balance) })} ` : '';
    return { kind: 'refused', message: `${credit}${messageForCode('CUSTOMER_HAS_STORE_CREDIT')}` };
  }
  if (hasLedgerEntries === undefined) return { kind: 'checking', message: t('customers.checkingTheirCreditHistory') };
  return hasLedgerEntries
    ? { kind: 'archive', message: t('customers.archiveConfirmText') }
    : { kind: 'delete', message: t('customers.deleteConfirmText') };
}
