import type { DrawerStatus } from '#shared/daily-logs/reconciliation';
import { formatCents, type Cents } from '#shared/money';

export type DrawerView = { label: 'Balanced' | 'Over' | 'Short'; tone: 'green' | 'blue' | 'red'; classes: string };

const views: Record<DrawerStatus, DrawerView> = {
  balanced: { label: 'Balanced', tone: 'green', classes: 'border-green-200 bg-green-50 text-green-800' },
  over: { label: 'Over', tone: 'blue', classes: 'border-blue-200 bg-blue-50 text-blue-800' },
  short: { label: 'Short', tone: 'red', classes: 'border-red-200 bg-red-50 text-red-800' },
};

/** The label and colour of the drawer's state (ADR 011: labelled by what the drawer holds). */
export function drawerView(status: DrawerStatus): DrawerView {
  return views[status];
}

/** The amount shown beside the label, without a sign (ADR 011). */
export function drawerAmount(balanceCents: Cents): string {
  return formatCents(Math.abs(balanceCents));
}

/** The sentence screen readers hear when the result changes. */
export function drawerSentence(status: DrawerStatus, balanceCents: Cents): string {
  if (status === 'balanced') return 'Over/Short: Balanced';
  return `Over/Short: ${views[status].label} by ${drawerAmount(balanceCents)}`;
}
