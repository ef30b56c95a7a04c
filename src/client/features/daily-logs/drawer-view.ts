import type { DrawerStatus } from '#shared/daily-logs/reconciliation';
import { formatCents, type Cents } from '#shared/money';
import { t } from '#client/i18n';

export type DrawerView = { label: string; tone: 'green' | 'blue' | 'red'; classes: string };

const views: Record<DrawerStatus, DrawerView> = {
  balanced: { get label() {
    return t('dailyLogs.drawerBalanced');
  }, tone: 'green', classes: 'border-green-200 bg-green-50 text-green-800' },
  over: { get label() {
    return t('dailyLogs.drawerOver');
  }, tone: 'blue', classes: 'border-blue-200 bg-blue-50 text-blue-800' },
  short: { get label() {
    return t('dailyLogs.drawerShort');
  }, tone: 'red', classes: 'border-red-200 bg-red-50 text-red-800' },
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
  if (status === 'balanced') return t('dailyLogs.drawerSentenceBalanced');
  return t('dailyLogs.drawerSentence', { label: views[status].label, amount: drawerAmount(balanceCents) });
}
