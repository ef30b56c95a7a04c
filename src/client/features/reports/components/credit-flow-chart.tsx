import type { CreditSummary } from '#shared/reports/report.schemas';
import { creditRows } from '../chart-data';
import { formatBusinessDate } from '#shared/dates';
import { BarChart, ChartLegend, type ChartSeries } from './bar-chart';
import { ChartWithTable } from './chart-table';

const series: ChartSeries[] = [
  { label: 'Credit given', fill: 'fill-amber-500' },
  { label: 'Paid back', fill: 'fill-brand-600' },
];

/** Credit given and paid back per day of the window (loaded on its own, see the credit summary page). */
export default function CreditFlowChart({ summary }: { summary: CreditSummary }) {
  const rows = creditRows(summary.daily);
  const period = `${formatBusinessDate(summary.from)} to ${formatBusinessDate(summary.to)}`;
  return (
    <ChartWithTable caption={`Credit given and paid back per day, ${period}`} columns={['Credit Given', 'Paid Back']} rows={rows}>
      <div className="space-y-2">
        <BarChart label={`Bar chart of credit given and paid back per day, ${period}`} rows={rows} series={series} />
        <ChartLegend series={series} />
      </div>
    </ChartWithTable>
  );
}
