import { formatCents } from '#shared/money';
import type { EmployeePayroll } from '#shared/payroll/payroll.schemas';
import { RecordCard, RecordCards } from '#client/components/ui/record-cards';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';
import { useT } from '#client/i18n';

type History = EmployeePayroll['history'];
const th = 'py-1 pr-2 font-medium';

/** An employee's payroll history in the Employee Details dialog: a table from 768 px, a card per entry below it. */
export function EmployeeHistory({ history }: { history: History }) {
  const t = useT();
  return (
    <>
      <RecordCards label={t('staff.payrollHistory')} className="space-y-2">
        {history.map((entry) => (
          <RecordCard
            key={entry.id}
            title={`${formatDay(entry.startDate)} – ${formatDay(entry.endDate)}`}
            aside={<span className="tabular-nums">{formatCents(entry.totalAmountCents)}</span>}
            fields={[
              { label: t('staff.payPeriod'), value: periodLabel(entry.payPeriodType) },
              { label: t('staff.hours'), value: formatHours(entry.totalHours) },
              { label: t('staff.hourlyRate'), value: formatRate(entry.hourlyRateCents) },
            ]}
          />
        ))}
      </RecordCards>
      <table className="hidden w-full text-left md:table" aria-label={t('staff.payrollHistory')}>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className={th}>{t('staff.start')}</th>
            <th scope="col" className={th}>{t('staff.end')}</th>
            <th scope="col" className={th}>{t('staff.payPeriod')}</th>
            <th scope="col" className={`${th} text-right`}>{t('staff.hours')}</th>
            <th scope="col" className={`${th} text-right`}>{t('staff.amount')}</th>
            <th scope="col" className="py-1 text-right font-medium">{t('staff.hourlyRate')}</th>
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
    </>
  );
}
