import { formatCents, type Cents } from '#shared/money';
import { t } from '#client/i18n';

export type BalanceTone = 'owes' | 'settled' | 'credit';
export type BalanceDisplay = { text: string; tone: BalanceTone };

/**
 * How a card shows a credit balance: what the customer owes in dollars (red when above 0), or,
 * after an overpayment, the store credit they hold ('$5.00 credit'; '$5.00 a favor' in Spanish).
 */
export function describeBalance(balanceCents: Cents): BalanceDisplay {
  if (balanceCents > 0) return { text: formatCents(balanceCents), tone: 'owes' };
  if (balanceCents < 0) return { text: t('customers.cardStoreCredit', { amount: formatCents(-balanceCents) }), tone: 'credit' };
  return { text: formatCents(0), tone: 'settled' };
}
