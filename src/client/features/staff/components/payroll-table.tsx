import { Eye, Trash2 } from 'lucide-react';
import { formatCents } from '#shared/money';
import type { PayrollEntry } from '#shared/payroll/payroll.schemas';
import { Button } from '#client/components/ui/button';
import { RecordCard, RecordCards } from '#client/components/ui/record-cards';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';
import { useT } from '#client/i18n';

type PayrollTableProps = {
  entries: PayrollEntry[];
  onOpenEmployee: (employeeId: string) => void;
  onView: (entry: PayrollEntry) => void;
  onDelete: (entry: PayrollEntry) => void;
};

const headers = [
  'staff.colEmployeeName',
  'staff.phoneNumber',
  'staff.payPeriod',
  'staff.startDate',
  'staff.endDate',
  'staff.totalHours2',
  'staff.totalPay',
  'staff.hourlyRate',
  'staff.entryDate',
  'staff.colActions',
] as const;
const numeric = new Set<string>(['staff.totalHours2', 'staff.totalPay', 'staff.hourlyRate']);

/** The payroll entries (spec part 2 §2): a table from 768 px, a card per entry below it. */
export function PayrollTable(props: PayrollTableProps) {
  const t = useT();
  return (
    <>
      <PayrollCards {...props} />
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full min-w-[54rem] text-left text-sm" aria-label={t('staff.payrollEntries')}>
          <thead className="text-xs uppercase text-muted">
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col" className={`px-1.5 py-2 font-medium ${numeric.has(header) ? 'text-right' : ''}`}>
                  {t(header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {props.entries.map((entry) => (
              <tr key={entry.id} className="border-t border-line">
                <td className="px-1.5 py-2">
                  <EmployeeName entry={entry} onOpen={props.onOpenEmployee} />
                </td>
                <td className="px-1.5 py-2">{entry.employeePhone ?? '—'}</td>
                <td className="px-1.5 py-2">{periodLabel(entry.payPeriodType)}</td>
                <td className="whitespace-nowrap px-1.5 py-2">{formatDay(entry.startDate)}</td>
                <td className="whitespace-nowrap px-1.5 py-2">{formatDay(entry.endDate)}</td>
                <td className="px-1.5 py-2 text-right tabular-nums">{formatHours(entry.totalHours)}</td>
                <td className="px-1.5 py-2 text-right tabular-nums">{formatCents(entry.totalAmountCents)}</td>
                <td className="whitespace-nowrap px-1.5 py-2 text-right tabular-nums">{formatRate(entry.hourlyRateCents)}</td>
                <td className="whitespace-nowrap px-1.5 py-2">{formatDay(entry.entryDate)}</td>
                <td className="px-1.5 py-2">
                  <div className="flex gap-1">
                    <Button variant="ghost" size="icon" aria-label={t('staff.viewEntryOf', { name: entry.employeeName })} onClick={() => props.onView(entry)}>
                      <Eye aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-danger"
                      aria-label={t('staff.deleteEntryOf', { name: entry.employeeName })}
                      onClick={() => props.onDelete(entry)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function EmployeeName({ entry, onOpen }: { entry: PayrollEntry; onOpen: (employeeId: string) => void }) {
  if (!entry.employeeId) return <span className="font-medium">{entry.employeeName}</span>;
  const employeeId = entry.employeeId;
  return (
    <button type="button" className="text-left font-medium text-brand-700 underline-offset-2 hover:underline" onClick={() => onOpen(employeeId)}>
      {entry.employeeName}
    </button>
  );
}

/** Phones: every column of the table in one card, View and Delete at its foot. */
function PayrollCards({ entries, onOpenEmployee, onView, onDelete }: PayrollTableProps) {
  const t = useT();
  return (
    <RecordCards label={t('staff.payrollEntries')}>
      {entries.map((entry) => (
        <RecordCard
          key={entry.id}
          title={<EmployeeName entry={entry} onOpen={onOpenEmployee} />}
          fields={[
            { label: t('staff.phoneNumber'), value: entry.employeePhone ?? '—' },
            {
              label: t('staff.payPeriod'),
              value: `${periodLabel(entry.payPeriodType)}, ${formatDay(entry.startDate)} – ${formatDay(entry.endDate)}`,
            },
            { label: t('staff.totalHoursX'), value: formatHours(entry.totalHours) },
            { label: t('staff.totalPay'), value: formatCents(entry.totalAmountCents) },
            { label: t('staff.hourlyRate'), value: formatRate(entry.hourlyRateCents) },
            { label: t('staff.entryDate'), value: formatDay(entry.entryDate) },
          ]}
          actions={
            <>
              <Button variant="secondary" size="sm" aria-label={t('staff.viewEntryOf', { name: entry.employeeName })} onClick={() => onView(entry)}>
                <Eye aria-hidden="true" className="size-4" />
                {t('staff.view')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                className="text-danger"
                aria-label={t('staff.deleteEntryOf', { name: entry.employeeName })}
                onClick={() => onDelete(entry)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('staff.delete')}
              </Button>
            </>
          }
        />
      ))}
    </RecordCards>
  );
}
