import { useRef, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { toast } from 'sonner';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import type { LogDateRefusal } from '#shared/daily-logs/log-date-rules';
import type { BusinessDate } from '#shared/dates';
import { Button } from '#client/components/ui/button';
import { describeFieldErrors, describeFormError, messageForCode } from '#client/lib/error-messages';
import { useSession } from '#client/lib/auth/session';
import { newIdempotencyKey } from '#client/lib/idempotency-key';
import { ownerOf } from '#client/features/offline';
import { offlineTexts } from '#client/texts/offline';
import { useSaveDailyLog } from '../api/save-daily-log';
import { formatBusinessDate, formatDateTimeLong } from '#shared/dates';
import { formFromLog, formProblems, formToSaveInput, formToValues, hasUnsavedChanges, isSameAsSaved, isSameForm, moneyFields } from '../log-form';
import type { LogFormValues, MoneyField } from '../log-form';
import { CashTrackingCard } from './cash-tracking-card';
import { editorGridClasses } from './log-states';
import { LogPrint } from './log-print';
import { ReconciliationPanel } from './reconciliation-panel';
import { UnsavedChangesGuard } from './unsaved-changes-guard';
import { useWriteAccess } from '#client/app/write-access';
import { useT } from '#client/i18n';


type LogEditorProps = {
  date: BusinessDate;
  log: DailyLog | null;
  storeName: string;
  timeZone: string;
  /** Focus Opening Cash on arrival (after moving on to the next day). */
  autoFocus: boolean;
  /** Why this person may not write this day's log (the server would refuse), or null. */
  refusal: LogDateRefusal | null;
  /** Called after a successful save; the page moves on to the next day. */
  onSaved: (date: BusinessDate) => void;
};

/** One day's log: the inputs, the live Reconciliation panel, Save/Update and the printed page. */
export function LogEditor({ date, log, storeName, timeZone, autoFocus, refusal, onSaved }: LogEditorProps) {
  const t = useT();
  const SAVE_FAILED = t('dailyLogs.failedToSaveDailyLog');
  const [values, setValues] = useState<LogFormValues>(() => formFromLog(log));
  const [serverErrors, setServerErrors] = useState<Partial<Record<MoneyField, string>>>({});
  const [isDone, setIsDone] = useState(false);
  const save = useSaveDailyLog();
  const access = useWriteAccess();
  const { data: session } = useSession();
  // One key and tap per set of values: saving the same again (a lost answer) is applied once.
  const attempt = useRef<{ signature: string; key: string; occurredAt: string } | null>(null);

  // Someone saved this day meanwhile: show their figures unless this person has changed the form.
  const [baseLog, setBaseLog] = useState(log);
  if (log?.updatedAt !== baseLog?.updatedAt) {
    setBaseLog(log);
    if (isSameForm(values, formFromLog(baseLog))) setValues(formFromLog(log));
  }

  const liveErrors = describeFieldErrors('dailyLog', formProblems(values)).fields;
  const errors: Partial<Record<MoneyField, string>> = { ...serverErrors, ...liveErrors };
  const isBusy = save.isPending || isDone || refusal !== null;

  const onChange = (field: keyof LogFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in serverErrors) setServerErrors(({ [field as MoneyField]: _dropped, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const problems = formProblems(values);
    const firstInvalid = moneyFields.find(({ name }) => problems[name]);
    if (firstInvalid) {
      toast.error(SAVE_FAILED, { description: describeFieldErrors('dailyLog', problems).message });
      document.getElementById(firstInvalid.id)?.focus();
      return;
    }
    const input = formToSaveInput(values);
    const baseUpdatedAt = log?.updatedAt ?? null;
    const signature = JSON.stringify([date, input, baseUpdatedAt]);
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey(), occurredAt: new Date().toISOString() };
    const actorName = session ? `${session.user.firstName} ${session.user.lastName}`.trim() || session.user.email : '';
    save.mutate(
      { date, input, baseUpdatedAt, idempotencyKey: attempt.current.key, occurredAt: attempt.current.occurredAt, owner: ownerOf(session) ?? '', actorName },
      {
        onSuccess: (result) => {
          setIsDone(true);
          if (result.kind === 'kept') {
            toast.success(offlineTexts.kept.title, { description: offlineTexts.kept.cashLog });
            return;
          }
          toast.success(result.data.created ? t('dailyLogs.logSaved') : t('dailyLogs.logUpdated'));
          onSaved(date);
        },
        onError: (error) => {
          const described = describeFormError('dailyLog', error, SAVE_FAILED);
          setServerErrors(described.fields);
          toast.error(SAVE_FAILED, { description: described.message === SAVE_FAILED ? undefined : described.message });
        },
      },
    );
  };

  const cents = formToValues(values);
  return (
    <form noValidate onSubmit={onSubmit} className={editorGridClasses} aria-label={t('dailyLogs.logFor', { date: formatBusinessDate(date) })}>
      <CashTrackingCard
        className="lg:col-start-1 lg:row-start-1"
        values={values}
        errors={errors}
        onChange={onChange}
        isReadOnly={isBusy}
        autoFocus={autoFocus}
      />
      <ReconciliationPanel className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1" values={cents} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between lg:col-start-1 lg:row-start-2">
        <p className="text-sm text-muted">
          {log
            ? log.updatedByName ? t('dailyLogs.lastSavedBy', { name: log.updatedByName, when: formatDateTimeLong(log.updatedAt, timeZone) }) : t('dailyLogs.lastSaved', { when: formatDateTimeLong(log.updatedAt, timeZone) })
            : t('dailyLogs.notSavedYet')}
        </p>
        {refusal ? (
          <p id="log-date-refusal" className="text-sm font-medium text-red-700">
            {messageForCode(refusal)}
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className="w-full sm:w-auto"
          isLoading={save.isPending}
          disabled={isDone || refusal !== null || !access.canWrite}
          title={access.reason ?? undefined}
          aria-describedby={refusal ? 'log-date-refusal' : undefined}
        >
          {save.isPending ? null : <Save aria-hidden="true" className="size-4" />}
          {log ? t('dailyLogs.updateLog') : t('dailyLogs.saveLog')}
        </Button>
      </div>
      <UnsavedChangesGuard isDirty={!isDone && hasUnsavedChanges(values, log)} />
      <LogPrint
        storeName={storeName}
        date={date}
        values={cents}
        notes={values.notes}
        log={log}
        isSaved={isSameAsSaved(values, log)}
        timeZone={timeZone}
      />
    </form>
  );
}
