import { useEffect, useState } from 'react';
import type { DailyLogValues } from '#shared/daily-logs/daily-log.schemas';
import { reconcile } from '#shared/daily-logs/reconciliation';
import { formatCents } from '#shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { drawerAmount, drawerSentence, drawerView } from '../drawer-view';
import { useT } from '#client/i18n';

/** How long typing must pause before screen readers hear the new result. */
const ANNOUNCE_AFTER_MS = 1200;

function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The live end-of-day count, computed by the one shared `reconcile` (ADR 011). */
export function ReconciliationPanel({ values, className }: { values: DailyLogValues; className?: string }) {
  const t = useT();
  const result = reconcile(values);
  const view = drawerView(result.status);
  const announcement = useSettledValue(drawerSentence(result.status, result.balanceCents), ANNOUNCE_AFTER_MS);
  const row = 'flex items-baseline justify-between gap-3';
  const amount = 'tabular-nums text-ink';

  return (
    <Card className={className} aria-labelledby="reconciliation-title">
      <CardHeader>
        <CardTitle id="reconciliation-title">{t('dailyLogs.reconciliation')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className={cn('rounded-lg border p-4', view.classes)} data-testid="over-short">
          <p className="text-sm font-medium">{t('dailyLogs.overShort')}</p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-2xl font-bold">
            <span>{view.label}</span>
            {result.status === 'balanced' ? null : <span className="tabular-nums">{drawerAmount(result.balanceCents)}</span>}
          </p>
        </div>
        <dl className="space-y-2 text-sm">
          <div className={row}>
            <dt className="font-medium text-ink">{t('dailyLogs.total1')}</dt>
            <dd className={cn(amount, 'font-semibold')}>{formatCents(result.total1Cents)}</dd>
          </div>
          <div className={row}>
            <dt className="font-medium text-ink">{t('dailyLogs.total2')}</dt>
            <dd className={cn(amount, 'font-semibold')}>{formatCents(result.total2Cents)}</dd>
          </div>
        </dl>
        <div className="border-t border-line pt-4">
          <h3 className="text-sm font-semibold text-ink">{t('dailyLogs.breakdown')}</h3>
          <dl className="mt-2 space-y-1.5 text-sm text-muted">
            <Term label={t('dailyLogs.openingCash')} cents={values.startingCashCents} />
            <Term label={t('dailyLogs.cashSales')} cents={values.cashSalesCents} />
            <Term label={t('dailyLogs.total12')} cents={result.total1Cents} isTotal />
            <Term label={t('dailyLogs.payouts')} cents={values.payoutsCents} />
            <Term label={t('dailyLogs.expenses')} cents={values.expensesCents} />
            <Term label={t('dailyLogs.closingCashCounted')} cents={values.actualCashCents} />
            <Term label={t('dailyLogs.total22')} cents={result.total2Cents} isTotal />
            <Term label={t('dailyLogs.expectedCashInDrawer')} cents={result.expectedCashCents} />
            <Term label={t('dailyLogs.countedMinusExpected')} cents={result.balanceCents} signed />
          </dl>
        </div>
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </CardContent>
    </Card>
  );
}

function Term({ label, cents, isTotal, signed }: { label: string; cents: number; isTotal?: boolean; signed?: boolean }) {
  const text = signed && cents > 0 ? `+${formatCents(cents)}` : signed && cents < 0 ? `\u2212${formatCents(-cents)}` : formatCents(cents);
  return (
    <div className={cn('flex items-baseline justify-between gap-3', isTotal && 'border-b border-dashed border-line pb-1.5 font-medium text-ink')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{text}</dd>
    </div>
  );
}
