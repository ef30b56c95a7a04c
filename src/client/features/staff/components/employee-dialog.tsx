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
import { formatHours, formatRate } from '../payroll-format';
import { EmployeeHistory } from './employee-history';
import { EmployeeReportDocument } from './employee-report-document';
import { useT } from '#client/i18n';
import { useFormatPhone } from '#client/lib/use-phone';

/** Clicking an employee's name: the person, a summary, the history, Print Report. */
export function EmployeeDialog({ employeeId, onClose }: { employeeId: string | null; onClose: () => void }) {
  const t = useT();
  const query = useEmployeePayroll(employeeId);
  const [printing, setPrinting] = useState<EmployeePayroll | null>(null);
  const session = useSession();
  const data = query.data;
  return (
    <>
      <Dialog
        open={employeeId !== null}
        onOpenChange={(open) => !open && onClose()}
        title={t('staff.employeeDetails')}
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
            {t('staff.printReport')}
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
  const t = useT();
  const formatPhone = useFormatPhone();
  const { employee, summary, history } = data;
  const name = `${employee.firstName} ${employee.lastName}`.trim();
  const stats: [string, string][] = [
    [t('staff.totalHoursX'), formatHours(summary.totalHours)],
    [t('staff.totalPay'), formatCents(summary.totalPayCents)],
    [t('staff.averageRate'), formatRate(summary.averageRateCents)],
    [t('staff.entries'), String(summary.entryCount)],
  ];
  return (
    <div className="space-y-4 text-sm">
      <div className="flex items-center gap-4">
        <PersonAvatar name={name} photoUrl={employeePhotoPath(employee)} size="md" />
        <div className="min-w-0">
          <p className="font-semibold text-ink">{name}</p>
          {employee.email ? <p className="break-words text-muted">{employee.email}</p> : null}
          {employee.phone ? <p className="text-muted">{formatPhone(employee.phone)}</p> : null}
          <p className="break-all text-xs text-muted">{t('staff.id', { id: employee.id })}</p>
          {!employee.isCurrent ? <p className="text-xs text-muted">{t('staff.noLongerAnEmployee')}</p> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('staff.summary')}>
        {stats.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-50 p-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <EmployeeHistory history={history} />
    </div>
  );
}
