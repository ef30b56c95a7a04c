import type { CreditSummary } from '#shared/reports/report.schemas';
import { creditRows } from '../chart-data';
import { formatBusinessDate } from '#shared/dates';
import { BarChart, ChartLegend, type ChartSeries } from './bar-chart';
import { ChartWithTable } from './chart-table';
import { useT } from '#client/i18n';


/** Credit given and paid back per day of the window (loaded on its own, see the credit summary page). */
export default function CreditFlowChart({ summary }: { summary: CreditSummary }) {
  const t = useT();
  const series: ChartSeries[] = [
    { label: t('reports.creditGivenSeries'), fill: 'fill-amber-500' },
    { label: t('reports.paidBackSeries'), fill: 'fill-brand-600' },
  ];
  const rows = creditRows(summary.daily);
  const period = t('reports.periodFromTo', { from: formatBusinessDate(summary.from), to: formatBusinessDate(summary.to) });
  return (
    <ChartWithTable caption={t('reports.creditFlowCaption', { period })} columns={[t('reports.creditGiven'), t('reports.paidBack')]} rows={rows}>
      <div className="space-y-2">
        <BarChart label={t('reports.creditFlowChartLabel', { period })} rows={rows} series={series} />
        <ChartLegend series={series} />
      </div>
    </ChartWithTable>
  );
}
