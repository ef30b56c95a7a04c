import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { toast } from 'sonner';
import type { DailyLog, DailyLogValues } from '#shared/daily-logs/daily-log.schemas';
import { reconcile } from '#shared/daily-logs/reconciliation';
import type { BusinessDate } from '#shared/dates';
import { formatCents } from '#shared/money';
import { errorMessage } from '#client/lib/error-messages';
import { drawerAmount, drawerView } from '../drawer-view';
import { formatBusinessDate, formatDateTimeLong } from '#shared/dates';
import { moneyFields } from '../log-form';
import { t, useT } from '#client/i18n';

function setAppHidden(isHidden: boolean) {
  document.getElementById('root')?.classList.toggle('no-print', isHidden);
}

/** Print Log: the browser's print window, or the spec's toasts when it is missing or fails. */
export function printLog() {
  if (typeof window.print !== 'function') {
    toast.error(t('dailyLogs.printNotAvailable'), { description: t('dailyLogs.printingIsNotAvailableOn') });
    return;
  }
  try {
    window.print();
  } catch (error) {
    setAppHidden(false);
    toast.error(t('dailyLogs.printError'), { description: errorMessage(error, t('dailyLogs.theLogCouldNotBe')) });
  }
}

type LogPrintProps = {
  storeName: string;
  date: BusinessDate;
  values: DailyLogValues;
  notes: string;
  log: DailyLog | null;
  /** Whether the values on screen are exactly the saved log. */
  isSaved: boolean;
  timeZone: string;
};

/**
 * The printed page of the log, outside #root. While this screen is open, any print (the button or
 * the browser's own command) hides the app with the existing `.no-print` class and shows this page.
 */
export function LogPrint(props: LogPrintProps) {
  useEffect(() => {
    const hide = () => setAppHidden(true);
    const show = () => setAppHidden(false);
    window.addEventListener('beforeprint', hide);
    window.addEventListener('afterprint', show);
    return () => {
      window.removeEventListener('beforeprint', hide);
      window.removeEventListener('afterprint', show);
      show();
    };
  }, []);
  return createPortal(<LogPrintDocument {...props} />, document.body);
}

/** The print's last lines: who saved the log and when, in the language on screen. */
export function savedLine({ log, isSaved, timeZone }: Pick<LogPrintProps, 'log' | 'isSaved' | 'timeZone'>): string {
  if (!log) return t('dailyLogs.notSavedYetX');
  const when = formatDateTimeLong(log.updatedAt, timeZone);
  const line = log.updatedByName ? t('dailyLogs.savedByOn', { name: log.updatedByName, when }) : t('dailyLogs.savedOn', { when });
  return isSaved ? line : `${line} ${t('dailyLogs.printShowsUnsaved')}`;
}

export function LogPrintDocument({ storeName, date, values, notes, log, isSaved, timeZone }: LogPrintProps) {
  const t = useT();
  const result = reconcile(values);
  const view = drawerView(result.status);
  const cell = 'border-b border-slate-300 px-2 py-1.5 text-left';
  const num = `${cell} whitespace-nowrap text-right tabular-nums`;
  return (
    <article className="hidden bg-white p-8 text-sm text-black print:block" aria-label={t('dailyLogs.dailyCashLog')}>
      <header className="flex justify-between gap-8 border-b-2 border-black pb-4">
        <p className="text-xl font-bold">{storeName}</p>
        <div className="text-right">
          <h1 className="text-xl font-bold">{t('dailyLogs.dailyCashLog2')}</h1>
          <p>{formatBusinessDate(date)}</p>
        </div>
      </header>
      <table className="mt-6 w-full max-w-xl border-collapse">
        <tbody>
          {moneyFields.map(({ name, label }) => (
            <tr key={name}>
              <th className={`${cell} font-normal`}>{label}</th>
              <td className={num}>{formatCents(values[name])}</td>
            </tr>
          ))}
          <tr className="font-semibold">
            <th className={cell}>{t('dailyLogs.total1OpeningCashCash')}</th>
            <td className={num}>{formatCents(result.total1Cents)}</td>
          </tr>
          <tr className="font-semibold">
            <th className={cell}>{t('dailyLogs.total2PayoutsExpensesClosing')}</th>
            <td className={num}>{formatCents(result.total2Cents)}</td>
          </tr>
          <tr>
            <th className={`${cell} font-normal`}>{t('dailyLogs.expectedCashInDrawer')}</th>
            <td className={num}>{formatCents(result.expectedCashCents)}</td>
          </tr>
          <tr className="text-base font-bold">
            <th className={cell}>{t('dailyLogs.overShort')}</th>
            <td className={num}>
              {view.label}
              {result.status === 'balanced' ? '' : ` ${drawerAmount(result.balanceCents)}`}
            </td>
          </tr>
        </tbody>
      </table>
      <section className="mt-6 max-w-xl">
        <h2 className="font-semibold">{t('dailyLogs.notes')}</h2>
        <p className="mt-1 whitespace-pre-wrap">{notes.trim() || t('dailyLogs.none')}</p>
      </section>
      <p className="mt-8 text-xs">{savedLine({ log, isSaved, timeZone })}</p>
      <p className="text-xs">{t('dailyLogs.printed', { dateTimeLong: formatDateTimeLong(new Date(), timeZone) })}</p>
    </article>
  );
}
