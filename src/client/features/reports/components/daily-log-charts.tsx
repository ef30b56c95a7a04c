import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { formatCents } from '#shared/money';
import { dailyLogRows, seriesRows } from '../chart-data';
import { drawerText } from '../net-credit';
import { formatBusinessDate, type DateRange } from '#shared/dates';
import { BarChart, ChartLegend, type ChartSeries } from './bar-chart';
import { ChartWithTable } from './chart-table';
import { useT } from '#client/i18n';

/** Daily cash sales and over/short of the chosen period (loaded on its own, see the history page). */
export default function DailyLogCharts({ logs, range }: { logs: DailyLog[]; range: DateRange }) {
  const t = useT();
  const sales: ChartSeries[] = [{ label: t('reports.cashSalesSeries'), fill: 'fill-brand-600' }];
  const overShort: ChartSeries[] = [{ label: t('reports.overSeries'), fill: 'fill-brand-500', negativeFill: 'fill-red-500' }];
  const overShortLegend: ChartSeries[] = [
    { label: t('reports.overSeries'), fill: 'fill-brand-500' },
    { label: t('reports.shortSeries'), fill: 'fill-red-500' },
  ];
  const rows = dailyLogRows(logs, range);
  const period = t('reports.periodFromTo', { from: formatBusinessDate(range.from), to: formatBusinessDate(range.to) });
  return (
    <ChartWithTable caption={t('reports.salesChartCaption', { period })} columns={[t('reports.cashSales'), t('reports.overShortTitle')]} formats={[formatCents, drawerText]} rows={rows}>
      <div className="space-y-5">
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium text-ink">{t('reports.dailyCashSales')}</figcaption>
          <BarChart label={t('reports.salesChartLabel', { period, days: logs.length })} rows={seriesRows(rows, 0)} series={sales} />
        </figure>
        <figure className="space-y-2">
          <figcaption className="text-sm font-medium text-ink">{t('reports.overShort')}</figcaption>
          <BarChart label={t('reports.overShortChartLabel', { period })} rows={seriesRows(rows, 1)} series={overShort} height={140} />
          <ChartLegend series={overShortLegend} />
        </figure>
      </div>
    </ChartWithTable>
  );
}
