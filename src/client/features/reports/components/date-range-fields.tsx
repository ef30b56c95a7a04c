import { useId } from 'react';
import { Input, Label } from '#client/components/ui/input';
import { type DateRange } from '#shared/dates';
import { rangeProblem } from '../report-dates';
import { useT } from '#client/i18n';

const ends = [
  { key: 'from', label: 'admin.from' },
  { key: 'to', label: 'admin.to' },
] as const;

/** From and To date inputs with the reason a range cannot be used. */
export function DateRangeFields({ range, onChange, max }: { range: DateRange; onChange: (range: DateRange) => void; max?: string }) {
  const t = useT();
  const id = useId();
  const problem = rangeProblem(range);
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{t('reports.dateRange')}</legend>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex sm:items-end">
        {ends.map(({ key, label }) => (
          <div key={key} className="space-y-1.5">
            <Label htmlFor={`${id}-${key}`}>{t(label)}</Label>
            <Input
              id={`${id}-${key}`}
              type="date"
              value={range[key]}
              max={max}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(event) => onChange({ ...range, [key]: event.target.value })}
            />
          </div>
        ))}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
