import { formatDateTimeLong } from '#shared/dates';
import { formatCents } from '#shared/money';
import { payBreakdown } from '#shared/payroll/overtime';
import { signaturePath, type PayrollEntry } from '#shared/payroll/payroll.schemas';
import { formatDay, formatHours, formatRate, periodLabel } from '../payroll-format';
import { useT } from '#client/i18n';

const cell = 'border-b border-slate-300 px-2 py-1.5 text-left';
const num = `${cell} text-right tabular-nums`;

/** The printed payroll entry: employee, pay period, the pay breakdown, the signature and its date. */
export function PayrollEntryDocument({ entry, storeName }: { entry: PayrollEntry; storeName: string }) {
  const t = useT();
  const b = payBreakdown(entry.payPeriodType, entry.totalHours, entry.totalAmountCents);
  const rows: [string, string][] = [
    [t('staff.regularHours'), formatHours(b.regularHours)],
    [t('staff.overtimeHours'), formatHours(b.overtimeHours)],
    [t('staff.regularRate'), formatRate(b.regularRateCents)],
    [t('staff.overtimeRate'), formatRate(b.overtimeRateCents)],
    [t('staff.regularPay'), formatCents(b.regularPayCents)],
    [t('staff.overtimePay'), formatCents(b.overtimePayCents)],
  ];
  return (
    <article className="hidden bg-white p-2 text-sm text-black print:block" aria-label={t('staff.payrollEntry')}>
      <header className="flex justify-between gap-6 border-b-2 border-black pb-3">
        <p className="text-lg font-bold">{storeName}</p>
        <h1 className="text-lg font-bold">{t('staff.payrollEntry2')}</h1>
      </header>
      <section className="mt-4 break-inside-avoid" aria-label={t('staff.employeeInformation')}>
        <h2 className="font-semibold">{t('staff.employeeInformation')}</h2>
        <p>{entry.employeeName}</p>
        {entry.employeePhone ? <p>{entry.employeePhone}</p> : null}
        {entry.employeeId ? <p className="text-xs">{t('staff.id2', { employeeId: entry.employeeId })}</p> : null}
      </section>
      <section className="mt-4 break-inside-avoid" aria-label={t('staff.payPeriod')}>
        <h2 className="font-semibold">{t('staff.payPeriod')}</h2>
        <p>
          {periodLabel(entry.payPeriodType)}: {formatDay(entry.startDate)} – {formatDay(entry.endDate)}
        </p>
        <p>{t('staff.totalHours', { hours: formatHours(entry.totalHours) })}</p>
      </section>
      <section className="mt-4 break-inside-avoid" aria-label={t('staff.payBreakdown')}>
        <h2 className="font-semibold">{t('staff.payBreakdown')}</h2>
        <table className="mt-2 w-full max-w-md border-collapse">
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row" className={cell}>
                  {label}
                </th>
                <td className={num}>{value}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${cell} font-bold`}>
                {t('staff.totalPay')}
              </th>
              <td className={`${num} font-bold`}>{formatCents(b.totalPayCents)}</td>
            </tr>
          </tbody>
        </table>
      </section>
      {entry.hasSignature ? (
        <section className="mt-6 break-inside-avoid" aria-label={t('staff.employeeSignature')}>
          <h2 className="font-semibold">{t('staff.employeeSignature')}</h2>
          <img src={signaturePath(entry.id)} alt={t('staff.employeeSignature2')} className="mt-2 h-24 w-auto border-b border-black" />
          {entry.signatureDate ? <p className="mt-1 text-xs">{t('staff.signed', { dateTimeLong: formatDateTimeLong(entry.signatureDate) })}</p> : null}
        </section>
      ) : null}
    </article>
  );
}
