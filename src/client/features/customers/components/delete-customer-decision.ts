import { formatCents } from '#shared/money';

export type DeleteTarget = { name: string; creditBalanceCents: number };

export type DeleteDecision =
  | { kind: 'confirm'; message: string }
  | { kind: 'owes'; message: string };

export const DELETE_CONFIRM_TEXT =
  'This action cannot be undone. This will permanently delete the customer and remove all of their data, including their transaction history.';

/**
 * What the Delete Customer dialog offers. A customer who owes money is never sent to the server:
 * the dialog asks for a payment first. `refusedByServer` is set when the server answered
 * CUSTOMER_HAS_BALANCE although the list showed nothing owed (the list was stale).
 */
export function decideDelete(target: DeleteTarget, refusedByServer = false): DeleteDecision {
  if (target.creditBalanceCents > 0) {
    return { kind: 'owes', message: `${target.name} still owes ${formatCents(target.creditBalanceCents)}. Record a payment first.` };
  }
  if (refusedByServer) return { kind: 'owes', message: `${target.name} still owes money. Record a payment first.` };
  return { kind: 'confirm', message: DELETE_CONFIRM_TEXT };
}
