import { formatCents } from '#shared/money';
import type { EmployeePayroll } from '#shared/payroll/payroll.schemas';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';

const cell = 'border-b border-slate-300 px-2 py-1 text-left';
const num = `${cell} text-right tabular-nums`;

/** Print Report of the employee dialog: the person, the summary and the history. */
export function EmployeeReportDocument({ data, storeName }: { data: EmployeePayroll; storeName: string }) {
  const { employee, summary, history } = data;
  return (
    <article className="hidden bg-white p-2 text-sm text-black print:block" aria-label="Employee payroll report">
      <header className="flex justify-between gap-6 border-b-2 border-black pb-3">
        <p className="text-lg font-bold">{storeName}</p>
        <h1 className="text-lg font-bold">Employee Payroll Report</h1>
      </header>
      <section className="mt-4">
        <p className="font-semibold">{`${employee.firstName} ${employee.lastName}`.trim()}</p>
        {employee.email ? <p>{employee.email}</p> : null}
        {employee.phone ? <p>{employee.phone}</p> : null}
        <p className="text-xs">ID: {employee.id}</p>
      </section>
      <p className="mt-3">
        Total hours {formatHours(summary.totalHours)} · Total pay {formatCents(summary.totalPayCents)} · Average rate {formatRate(summary.averageRateCents)} · {summary.entryCount} entries
      </p>
      <table className="mt-4 w-full border-collapse">
        <thead>
          <tr>
            <th className={cell}>Start</th>
            <th className={cell}>End</th>
            <th className={cell}>Pay Period</th>
            <th className={num}>Hours</th>
            <th className={num}>Amount</th>
            <th className={num}>Hourly Rate</th>
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
