import { Eye, Trash2 } from 'lucide-react';
import { formatCents } from '#shared/money';
import type { PayrollEntry } from '#shared/payroll/payroll.schemas';
import { Button } from '#client/components/ui/button';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';

type PayrollTableProps = {
  entries: PayrollEntry[];
  onOpenEmployee: (employeeId: string) => void;
  onView: (entry: PayrollEntry) => void;
  onDelete: (entry: PayrollEntry) => void;
};

const headers = ['Employee Name', 'Phone Number', 'Pay Period', 'Start Date', 'End Date', 'Total Hours', 'Total Pay', 'Hourly Rate', 'Entry Date', 'Actions'];

/** The payroll entries (spec part 2 §2); scrolls sideways on phones. */
export function PayrollTable({ entries, onOpenEmployee, onView, onDelete }: PayrollTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[54rem] text-left text-sm" aria-label="Payroll entries">
        <thead className="text-xs uppercase text-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className={`px-1.5 py-2 font-medium ${['Total Hours', 'Total Pay', 'Hourly Rate'].includes(header) ? 'text-right' : ''}`}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t border-line">
              <td className="px-1.5 py-2">
                {entry.employeeId ? (
                  <button type="button" className="font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onOpenEmployee(entry.employeeId!)}>
                    {entry.employeeName}
                  </button>
                ) : (
                  <span className="font-medium">{entry.employeeName}</span>
                )}
              </td>
              <td className="px-1.5 py-2">{entry.employeePhone ?? '—'}</td>
              <td className="px-1.5 py-2">{periodLabel(entry.payPeriodType)}</td>
              <td className="px-1.5 py-2">{formatDay(entry.startDate)}</td>
              <td className="px-1.5 py-2">{formatDay(entry.endDate)}</td>
              <td className="px-1.5 py-2 text-right tabular-nums">{formatHours(entry.totalHours)}</td>
              <td className="px-1.5 py-2 text-right tabular-nums">{formatCents(entry.totalAmountCents)}</td>
              <td className="px-1.5 py-2 text-right tabular-nums">{formatRate(entry.hourlyRateCents)}</td>
              <td className="px-1.5 py-2">{formatDay(entry.entryDate)}</td>
              <td className="px-1.5 py-2">
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={`View entry of ${entry.employeeName}`} onClick={() => onView(entry)}>
                    <Eye aria-hidden="true" className="size-4" />
                  </Button>
                  <Button variant="ghost" size="icon" className="text-danger" aria-label={`Delete entry of ${entry.employeeName}`} onClick={() => onDelete(entry)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
