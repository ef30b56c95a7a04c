import { useId } from 'react';
import { Input, Label } from '#client/components/ui/input';
import { type DateRange } from '#shared/dates';
import { rangeProblem } from '../report-dates';

/** From and To date inputs with the reason a range cannot be used. */
export function DateRangeFields({ range, onChange, max }: { range: DateRange; onChange: (range: DateRange) => void; max?: string }) {
  const id = useId();
  const problem = rangeProblem(range);
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Date range</legend>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 sm:flex sm:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={range.from}
            max={max}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => onChange({ ...range, from: event.target.value })}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={range.to}
            max={max}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => onChange({ ...range, to: event.target.value })}
          />
        </div>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
