import { useId, useState, type ReactNode } from 'react';
import { BarChart3, Table2 } from 'lucide-react';
import { formatCents } from '#shared/money';
import { Button } from '#client/components/ui/button';
import type { ChartRow } from '../chart-data';
import { formatBusinessDate } from '#shared/dates';
import { useT } from '#client/i18n';

/**
 * A chart with its numbers as a table: 'Show as table' swaps the picture for the table, and the table
 * is always in the page (visually hidden) for screen readers.
 */
export function ChartWithTable({ caption, columns, rows, formats = [], children }: {
  caption: string;
  columns: string[];
  rows: ChartRow[];
  /** How each column's value is written; money by default. */
  formats?: ((value: number) => string)[];
  children: ReactNode;
}) {
  const t = useT();
  const [isTable, setIsTable] = useState(false);
  const id = useId();
  const dataRows = rows.filter((row) => row.values.some((value) => value !== null));
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" aria-controls={id} onClick={() => setIsTable((shown) => !shown)}>
          {isTable ? <BarChart3 aria-hidden="true" className="size-4" /> : <Table2 aria-hidden="true" className="size-4" />}
          {isTable ? t('reports.showAsChart') : t('reports.showAsTable')}
        </Button>
      </div>
      {isTable ? null : children}
      <div id={id} className={isTable ? 'max-h-80 overflow-auto rounded-lg border border-line' : 'sr-only'}>
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-canvas text-left text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">{t('reports.date')}</th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 text-right font-medium">{column}</th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {dataRows.map((row) => (
              <tr key={row.date}>
                <th scope="row" className="px-3 py-2 text-left font-normal">{formatBusinessDate(row.date)}</th>
                {row.values.map((value, index) => (
                  <td key={columns[index] ?? index} className="px-3 py-2 text-right tabular-nums">{value === null ? '—' : (formats[index] ?? formatCents)(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {dataRows.length === 0 ? <p className="p-3 text-sm text-muted">{t('reports.noDataForThisPeriod')}</p> : null}
      </div>
    </div>
  );
}
