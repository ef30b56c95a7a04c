import { useState } from 'react';
import { Printer } from 'lucide-react';
import { formatCents } from '#shared/money';
import { employeePhotoPath } from '#shared/employees/employee.schemas';
import type { EmployeePayroll } from '#shared/payroll/payroll.schemas';
import { PersonAvatar } from '#client/components/person-avatar';
import { PrintPortal } from '#client/components/print-portal';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { useSession } from '#client/lib/auth/session';
import { errorMessage } from '#client/lib/error-messages';
import { useEmployeePayroll } from '../api/get-employee-payroll';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';
import { EmployeeReportDocument } from './employee-report-document';

/** Clicking an employee's name: the person, a summary, the history, Print Report. */
export function EmployeeDialog({ employeeId, onClose }: { employeeId: string | null; onClose: () => void }) {
  const query = useEmployeePayroll(employeeId);
  const [printing, setPrinting] = useState<EmployeePayroll | null>(null);
  const session = useSession();
  const data = query.data;
  return (
    <>
      <Dialog
        open={employeeId !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Employee Details"
        className="max-w-2xl"
        footer={
          <Button
            disabled={!data}
            onClick={() => {
              onClose();
              setPrinting(data ?? null);
            }}
          >
            <Printer aria-hidden="true" className="size-4" />
            Print Report
          </Button>
        }
      >
        {data ? <EmployeeDetails data={data} /> : query.isError ? <Alert tone="danger">{errorMessage(query.error)}</Alert> : <Skeleton className="h-40 w-full" />}
      </Dialog>
      {printing ? (
        <PrintPortal onDone={() => setPrinting(null)}>
          <EmployeeReportDocument data={printing} storeName={session.data?.store?.name ?? ''} />
        </PrintPortal>
      ) : null}
    </>
  );
}

function EmployeeDetails({ data }: { data: EmployeePayroll }) {
  const { employee, summary, history } = data;
  const name = `${employee.firstName} ${employee.lastName}`.trim();
  const stats: [string, string][] = [
    ['Total Hours', formatHours(summary.totalHours)],
    ['Total Pay', formatCents(summary.totalPayCents)],
    ['Average Rate', formatRate(summary.averageRateCents)],
    ['Entries', String(summary.entryCount)],
  ];
  return (
    <div className="space-y-4 text-sm">
      <div className="flex items-center gap-4">
        <PersonAvatar name={name} photoUrl={employeePhotoPath(employee)} size="md" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{name}</p>
          {employee.email ? <p className="truncate text-muted">{employee.email}</p> : null}
          {employee.phone ? <p className="text-muted">{employee.phone}</p> : null}
          <p className="break-all text-xs text-muted">ID: {employee.id}</p>
          {!employee.isCurrent ? <p className="text-xs text-muted">No longer an employee</p> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Summary">
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left">
          <thead className="text-xs text-muted">
            <tr>
              <th className="py-1 pr-2">Start</th>
              <th className="py-1 pr-2">End</th>
              <th className="py-1 pr-2">Pay Period</th>
              <th className="py-1 pr-2 text-right">Hours</th>
              <th className="py-1 pr-2 text-right">Amount</th>
              <th className="py-1 text-right">Hourly Rate</th>
            </tr>
          </thead>
          <tbody>
            {history.map((entry) => (
              <tr key={entry.id} className="border-t border-line">
                <td className="py-1 pr-2">{formatDay(entry.startDate)}</td>
                <td className="py-1 pr-2">{formatDay(entry.endDate)}</td>
                <td className="py-1 pr-2">{periodLabel(entry.payPeriodType)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{formatHours(entry.totalHours)}</td>
                <td className="py-1 pr-2 text-right tabular-nums">{formatCents(entry.totalAmountCents)}</td>
                <td className="py-1 text-right tabular-nums">{formatRate(entry.hourlyRateCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
