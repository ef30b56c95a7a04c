import { useEffect, useRef, useState } from 'react';
import { formatCents } from '#shared/money';
import { bandLayout, barGeometry, formatAxisCents, groupedBarX, labelIndexes, niceDomain, scaleLinear } from '../chart-scales';
import type { ChartRow } from '../chart-data';
import { formatBusinessDate } from '#shared/dates';
import { formatShortDate } from '../report-dates';

export type ChartSeries = { label: string; fill: string; negativeFill?: string };

const margin = { top: 8, right: 8, bottom: 22, left: 48 };

/** The width the chart may use, following its container. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A bar chart of money per day in inline SVG, bars grouped by series, growing from zero.
 * The picture is labelled as one image; the numbers themselves are in the table beside it.
 */
export function BarChart({ label, rows, series, height = 180 }: { label: string; rows: ChartRow[]; series: ChartSeries[]; height?: number }) {
  const { ref, width } = useWidth();
  const values = rows.flatMap((row) => row.values.filter((value): value is number => value !== null));
  const domain = niceDomain(values);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = height - margin.top - margin.bottom;
  const y = scaleLinear([domain.min, domain.max], [margin.top + plotHeight, margin.top]);
  const band = bandLayout(rows.length, plotWidth);
  const labels = labelIndexes(rows.length, Math.max(2, Math.floor(plotWidth / 70)));
  return (
    <div ref={ref} className="w-full">
      {width > 0 ? (
        <svg role="img" aria-label={label} width={width} height={height} className="block text-muted">
          {domain.ticks.map((tick) => (
            <g key={tick}>
              <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} stroke="currentColor" strokeOpacity={tick === 0 ? 0.6 : 0.15} />
              <text x={margin.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
                {formatAxisCents(tick)}
              </text>
            </g>
          ))}
          {rows.map((row, index) =>
            row.values.map((value, s) => {
              const spec = series[s];
              if (value === null || value === 0 || !spec) return null;
              const { x, width: barWidth } = groupedBarX(margin.left + band.x(index), band.barWidth, s, series.length);
              const bar = barGeometry(value, y);
              return (
                <rect key={`${row.date}-${s}`} x={x} y={bar.y} width={barWidth} height={Math.max(1, bar.height)} rx={barWidth > 4 ? 2 : 0} className={value < 0 && spec.negativeFill ? spec.negativeFill : spec.fill}>
                  <title>{`${formatBusinessDate(row.date)} · ${spec.label}: ${formatCents(value)}`}</title>
                </rect>
              );
            }),
          )}
          {labels.map((index) => {
            const row = rows[index];
            if (!row) return null;
            const x = margin.left + band.x(index) + band.barWidth / 2;
            const anchor = index === 0 && rows.length > 1 ? 'start' : index === rows.length - 1 && rows.length > 1 ? 'end' : 'middle';
            return (
              <text key={row.date} x={anchor === 'start' ? margin.left : anchor === 'end' ? width - margin.right : x} y={height - 6} textAnchor={anchor} fontSize={11} fill="currentColor">
                {formatShortDate(row.date)}
              </text>
            );
          })}
        </svg>
      ) : (
        <div style={{ height }} />
      )}
    </div>
  );
}

/** The colour key of a chart. */
export function ChartLegend({ series }: { series: ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" aria-hidden="true">
      {series.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <svg width="10" height="10" aria-hidden="true">
            <rect width="10" height="10" rx="2" className={item.fill} />
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
