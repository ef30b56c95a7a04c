import { useId } from 'react';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { formatCents } from '#shared/money';
import { Label, NativeSelect } from '#client/components/ui/input';
import { formatBusinessDate } from '#shared/dates';
import { sortFromValue, sortToValue, type SortState } from '../sort-daily-logs';
import { DrawerBadge } from './drawer-badge';
import { useT } from '#client/i18n';

const sortOptions = [
  { value: 'date:desc', label: 'reports.sortDateNewest' },
  { value: 'date:asc', label: 'reports.sortDateOldest' },
  { value: 'cashSales:desc', label: 'reports.sortCashSalesHighest' },
  { value: 'cashSales:asc', label: 'reports.sortCashSalesLowest' },
  { value: 'balance:desc', label: 'reports.sortBalanceMostOver' },
  { value: 'balance:asc', label: 'reports.sortBalanceMostShort' },
] as const;

/** The history as stacked cards on a phone, with a sort menu in place of the column headers. */
export function DailyLogCards({ logs, sort, onSortChange }: { logs: DailyLog[]; sort: SortState; onSortChange: (sort: SortState) => void }) {
  const t = useT();
  const id = useId();
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={id}>{t('reports.sortBy')}</Label>
        <NativeSelect id={id} value={sortToValue(sort)} onChange={(event) => onSortChange(sortFromValue(event.target.value))}>
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ul className="space-y-3" aria-label={t('reports.dailyLogs')}>
        {logs.map((log) => (
          <li key={log.id} className="rounded-lg border border-line p-3">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-semibold text-ink">{formatBusinessDate(log.logDate)}</h3>
              <DrawerBadge balanceCents={log.balanceCents} />
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <Figure term={t('reports.cashSales')} cents={log.cashSalesCents} />
              <Figure term={t('reports.startingCash')} cents={log.startingCashCents} />
              <Figure term={t('reports.payouts')} cents={log.payoutsCents} />
              <Figure term={t('reports.expectedCash')} cents={log.expectedCashCents} />
              <Figure term={t('reports.actualCash')} cents={log.actualCashCents} />
            </dl>
            {log.notes ? <p className="mt-2 text-sm break-words text-muted">{log.notes}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Figure({ term, cents }: { term: string; cents: number }) {
  return (
    <div>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="font-medium tabular-nums text-ink">{formatCents(cents)}</dd>
    </div>
  );
}
