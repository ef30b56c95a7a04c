import { formatCents } from '#shared/money';
import type { EmployeePayroll } from '#shared/payroll/payroll.schemas';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';
import { useT } from '#client/i18n';
import { useFormatPhone } from '#client/lib/use-phone';

const cell = 'border-b border-slate-300 px-2 py-1 text-left';
const num = `${cell} text-right tabular-nums`;

/** Print Report of the employee dialog: the person, the summary and the history. */
export function EmployeeReportDocument({ data, storeName }: { data: EmployeePayroll; storeName: string }) {
  const t = useT();
  const formatPhone = useFormatPhone();
  const { employee, summary, history } = data;
  return (
    <article className="hidden bg-white p-2 text-sm text-black print:block" aria-label={t('staff.employeePayrollReport')}>
      <header className="flex justify-between gap-6 border-b-2 border-black pb-3">
        <p className="text-lg font-bold">{storeName}</p>
        <h1 className="text-lg font-bold">{t('staff.employeePayrollReport2')}</h1>
      </header>
      <section className="mt-4">
        <p className="font-semibold">{`${employee.firstName} ${employee.lastName}`.trim()}</p>
        {employee.email ? <p>{employee.email}</p> : null}
        {employee.phone ? <p>{formatPhone(employee.phone)}</p> : null}
        <p className="text-xs">{t('staff.id', { id: employee.id })}</p>
      </section>
      <p className="mt-3">
        {t('staff.totalHoursTotalPayAverage', { hours: formatHours(summary.totalHours), cents: formatCents(summary.totalPayCents), rate: formatRate(summary.averageRateCents), entryCount: summary.entryCount })}
      </p>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th className={cell}>{t('staff.start')}</th>
            <th className={cell}>{t('staff.end')}</th>
            <th className={cell}>{t('staff.payPeriod')}</th>
            <th className={num}>{t('staff.hours')}</th>
            <th className={num}>{t('staff.amount')}</th>
            <th className={num}>{t('staff.hourlyRate')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((entry) => (
            <tr key={entry.id} className="break-inside-avoid">
              <td className={cell}>{formatDay(entry.startDate)}</td>
              <td className={cell}>{formatDay(entry.endDate)}</td>
              <td className={cell}>{periodLabel(entry.payPeriodType)}</td>
              <td className={num}>{formatHours(entry.totalHours)}</td>
              <td className={num}>{formatCents(entry.totalAmountCents)}</td>
              <td className={num}>{formatRate(entry.hourlyRateCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}
