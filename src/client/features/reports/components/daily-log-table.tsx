import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { formatCents } from '#shared/money';
import { formatBusinessDate } from '#shared/dates';
import { ariaSortOf, type SortKey, type SortState } from '../sort-daily-logs';
import { DrawerBadge } from './drawer-badge';
import { t, useT } from '#client/i18n';

type Column = { title: string; sortKey?: SortKey; numeric?: boolean };

const columns: Column[] = [
  { get title() {
    return t('reports.date');
  }, sortKey: 'date' },
  { get title() {
    return t('reports.cashSales');
  }, sortKey: 'cashSales', numeric: true },
  { get title() {
    return t('reports.startingCash');
  }, numeric: true },
  { get title() {
    return t('reports.payouts');
  }, numeric: true },
  { get title() {
    return t('reports.expectedCash');
  }, numeric: true },
  { get title() {
    return t('reports.actualCash');
  }, numeric: true },
  { get title() {
    return t('reports.balance');
  }, sortKey: 'balance' },
  { get title() {
    return t('reports.notes');
  } },
];

/** The history as a table (laptop and tablet); Date, Cash Sales and Balance sort by their header. */
export function DailyLogTable({ logs, sort, onSort }: { logs: DailyLog[]; sort: SortState; onSort: (key: SortKey) => void }) {
  const t = useT();
  return (
    <div className="overflow-x-auto rounded-lg border border-line" tabIndex={0} role="region" aria-label={t('reports.dailyLogsTable')}>
      <table className="w-full text-sm">
        <thead className="bg-canvas text-left text-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.title}
                scope="col"
                aria-sort={column.sortKey ? ariaSortOf(sort, column.sortKey) : undefined}
                className={`px-3 py-2 font-medium whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
              >
                {column.sortKey ? <SortButton column={column} sortKey={column.sortKey} sort={sort} onSort={onSort} /> : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {logs.map((log) => (
            <tr key={log.id} className="hover:bg-canvas">
              <td className="px-3 py-2 whitespace-nowrap font-medium text-ink">{formatBusinessDate(log.logDate)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(log.cashSalesCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(log.startingCashCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(log.payoutsCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(log.expectedCashCents)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatCents(log.actualCashCents)}</td>
              <td className="px-3 py-2">
                <DrawerBadge balanceCents={log.balanceCents} />
              </td>
              <td className="w-full max-w-0 min-w-32 px-3 py-2 text-muted">
                <div className="truncate" title={log.notes ?? undefined}>
                  {log.notes ?? '—'}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortButton({ column, sortKey, sort, onSort }: { column: Column; sortKey: SortKey; sort: SortState; onSort: (key: SortKey) => void }) {
  const isActive = sort.key === sortKey;
  const Icon = !isActive ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(sortKey)}
      className={`-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-medium hover:text-ink ${isActive ? 'text-ink' : ''} ${column.numeric ? 'flex-row-reverse' : ''}`}
    >
      {column.title}
      <Icon aria-hidden="true" className={`size-3.5 ${isActive ? '' : 'opacity-50'}`} />
    </button>
  );
}
