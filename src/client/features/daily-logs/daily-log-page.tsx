import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { AUTO_ADVANCE_MS } from '#shared/daily-logs/daily-log.schemas';
import { checkLogDateWrite } from '#shared/daily-logs/log-date-rules';
import type { BusinessDate } from '#shared/dates';
import { isApiError } from '#client/lib/api-client';
import { useSession } from '#client/lib/auth/session';
import { errorMessage } from '#client/lib/error-messages';
import { useDailyLog } from './api/get-daily-log';
import { LogDateBar } from './components/log-date-bar';
import { LogEditor } from './components/log-editor';
import { printLog } from './components/log-print';
import { LogLoadError, LogSkeleton } from './components/log-states';
import { formatBusinessDate, shiftBusinessDate } from '#shared/dates';
import { useLogDate } from './use-log-date';
import { AsOfNotice, useOwnQueue } from '#client/features/offline';
import { offlineTexts, tapTime } from '#client/texts/offline';
import { useT } from '#client/i18n';

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /dashboard/sales — the Daily Cash Log (spec part 1 §2, §4, §5; the sidebar calls it Daily Sales). */
export function DailyLogPage() {
  const t = useT();
  const { data: session } = useSession();
  const store = session?.store;
  const timeZone = store?.timezone ?? browserTimeZone();
  const { date, today, setDate } = useLogDate(timeZone);
  const day = useDailyLog(date);
  // What the server would refuse (DESIGN §1): a future day for everyone, a past day for employees.
  const role = session?.role ?? 'employee';
  const refusal = checkLogDateWrite(role, date, today);
  const [arrivedDate, setArrivedDate] = useState<BusinessDate | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const advanceTimer = useRef<number | undefined>(undefined);
  // Offline with nothing kept of this day: the editor still opens (saved on this device); the server
  // refuses to replace a log it has that this device never saw, and the person decides then.
  const isOfflineUnknown = !day.data && day.fetchStatus === 'paused';
  const waitingSave = useOwnQueue().entries.find((entry) => entry.kind === 'cash-log' && entry.date === date);

  // A pending move to the next day is dropped when the day changes any other way (picker, Back).
  useEffect(() => () => window.clearTimeout(advanceTimer.current), [date]);

  useEffect(() => {
    if (!day.isError || (isApiError(day.error) && day.error.code === 'UNAUTHENTICATED')) return;
    toast.error(t('dailyLogs.failedToLoadLogFor'), { description: errorMessage(day.error) });
  }, [day.isError, day.error, day.errorUpdatedAt]);

  const onSaved = useCallback(
    (savedDate: BusinessDate) => {
      window.clearTimeout(advanceTimer.current);
      const next = shiftBusinessDate(savedDate, 1);
      // Saving today's log stays on it: tomorrow's cannot be written yet.
      if (next > today) return;
      advanceTimer.current = window.setTimeout(() => {
        setArrivedDate(next);
        setAnnouncement(t('dailyLogs.movedOnTo', { date: formatBusinessDate(next) }));
        setDate(next);
      }, AUTO_ADVANCE_MS);
    },
    [setDate, today],
  );

  const changeDate = useCallback(
    (next: BusinessDate, options?: { replace?: boolean }) => {
      setArrivedDate(null);
      setAnnouncement('');
      setDate(next, options);
    },
    [setDate],
  );

  return (
    <div className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-ink">{t('dailyLogs.dailyCashLog2')}</h1>
        <p className="text-sm text-muted">
          {formatBusinessDate(date)}
          {date === today ? t('dailyLogs.today2') : ''}
          {store ? ` · ${store.name}` : ''}
        </p>
      </div>
      <LogDateBar
        date={date}
        today={today}
        onDateChange={changeDate}
        hasLog={day.data ? day.data.log !== null : undefined}
        canPrint={day.data !== undefined}
        onPrint={printLog}
      />
      <p className="sr-only" role="status">
        {announcement}
      </p>
      <AsOfNotice updatedAt={day.dataUpdatedAt} />
      {waitingSave ? (
        <p className="rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm text-yellow-900" data-testid="log-waiting">
          {offlineTexts.kept.cashLog} ({tapTime(waitingSave.occurredAt)})
        </p>
      ) : null}
      {isOfflineUnknown ? (
        <p className="text-sm text-muted" data-testid="log-not-kept">
          {offlineTexts.notKept.cashLog}
        </p>
      ) : null}
      {day.data || isOfflineUnknown ? (
        <LogEditor
          key={date}
          date={date}
          log={day.data?.log ?? null}
          storeName={store?.name ?? ''}
          timeZone={timeZone}
          autoFocus={arrivedDate === date}
          refusal={refusal}
          onSaved={onSaved}
        />
      ) : day.isError ? (
        <LogLoadError onRetry={() => void day.refetch()} isRetrying={day.isFetching} />
      ) : (
        <LogSkeleton />
      )}
    </div>
  );
}
