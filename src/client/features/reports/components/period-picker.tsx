import { useId } from 'react';
import { NativeSelect, Label } from '#client/components/ui/input';
import { type DateRange } from '#shared/dates';
import { periodLabels, type Period } from '../report-dates';
import { DateRangeFields } from './date-range-fields';
import { useT } from '#client/i18n';

const periods = Object.keys(periodLabels) as Period[];

/** Last 30 days, Last 90 days, This year or a custom From/To. */
export function PeriodPicker({ period, onPeriodChange, custom, onCustomChange, today }: {
  period: Period;
  onPeriodChange: (period: Period) => void;
  custom: DateRange;
  onCustomChange: (range: DateRange) => void;
  today: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <div className="space-y-1.5 sm:w-48">
        <Label htmlFor={id}>{t('reports.period')}</Label>
        <NativeSelect id={id} value={period} onChange={(event) => onPeriodChange(event.target.value as Period)}>
          {periods.map((value) => (
            <option key={value} value={value}>
              {periodLabels[value]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {period === 'custom' ? <DateRangeFields range={custom} onChange={onCustomChange} max={today} /> : null}
    </div>
  );
}
