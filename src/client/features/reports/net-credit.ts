import { formatCents, type Cents } from '#shared/money';
import { drawerStatus, type DrawerStatus } from '#shared/daily-logs/reconciliation';
import { t } from '#client/i18n';

/** Net credit = given − paid back: owed to the store is Outstanding, owed by it is Overpaid (spec part 1 §2). */
export function netCreditLabel(netCents: Cents): string {
  if (netCents > 0) return t('reports.netOutstanding');
  if (netCents < 0) return t('reports.netOverpaid');
  return t('reports.netSettled');
}

export const drawerLabels: Record<DrawerStatus, string> = { get balanced() {
    return t('reports.drawerbalanced');
  }, get over() {
    return t('reports.drawerover');
  }, get short() {
    return t('reports.drawershort');
  } };

/** 'Balanced', 'Over $12.00' or 'Short $5.00': the amount without a sign next to its label (ADR 011). */
export function drawerText(balanceCents: Cents): string {
  const status = drawerStatus(balanceCents);
  return status === 'balanced' ? drawerLabels.balanced : `${drawerLabels[status]} ${formatCents(Math.abs(balanceCents))}`;
}

/** Money with its sign in front: '-$12.00' for a loss. */
export function formatSignedCents(cents: Cents): string {
  return cents < 0 ? `-${formatCents(-cents)}` : formatCents(cents);
}
