import { CheckCircle2, RefreshCw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SystemStatus } from '#shared/admin/system-status.schemas';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { formatAuditTime } from '../audit-format';
import { useSystemStatus } from '../api/get-system-status';
import { t, useT } from '#client/i18n';

const jobLabels: Record<string, string> = { get housekeeping() {
    return t('admin.housekeepingHourly');
  }, get 'daily-credit-reset'() {
    return t('admin.manualDailyCreditReset');
  }, get backup() {
    return t('admin.scheduledBackup');
  } };

function Row({ isOk, label, children }: { isOk: boolean | null; label: string; children: ReactNode }) {
  const icon =
    isOk === false ? <XCircle aria-hidden="true" className="size-5 shrink-0 text-danger" /> : <CheckCircle2 aria-hidden="true" className={isOk ? 'size-5 shrink-0 text-brand-600' : 'size-5 shrink-0 text-muted'} />;
  const t = useT();
  return (
    <li className="flex items-start gap-3 py-2 text-sm">
      {icon}
      <div className="min-w-0">
        <p className="font-medium text-ink">
          {label}
          <span className="sr-only">{isOk === false ? t('admin.statusFailing') : isOk ? t('admin.statusWorking') : ''}</span>
        </p>
        <div className="break-words text-muted">{children}</div>
      </div>
    </li>
  );
}

const kb = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} kB`);

function StatusRows({ status }: { status: SystemStatus }) {
  const t = useT();
  const { database, mail, storage, backup } = status;
  return (
    <ul className="divide-y divide-line">
      <Row isOk={database.isOk} label={t('admin.database')}>
        {database.isOk ? t('admin.dbConnected', { ms: database.latencyMs }) : t('admin.notReachable', { error: database.error })}
      </Row>
      <Row isOk={mail.isOk} label={t('admin.email')}>
        {mail.mode === 'outbox' ? t('admin.noSmtpServerConfiguredMail') : mail.isOk ? t('admin.smtpServerVerified') : t('admin.smtpCheckFailed', { error: mail.error })}
      </Row>
      <Row isOk={storage.isOk} label={t('admin.fileStorage')}>
        {storage.isOk ? t('admin.writable') : t('admin.notWritable', { error: storage.error })}
      </Row>
      <Row isOk={backup ? true : null} label={t('admin.lastBackup2')}>
        {backup ? `${formatAuditTime(backup.at)} · ${kb(backup.sizeBytes)}` : t('admin.noBackupFoundYet')}
      </Row>
      <Row isOk={null} label={t('admin.dailyCredit')}>
        {t('admin.clearsAtMidnightInEach')}
      </Row>
      {status.jobs.length === 0 ? (
        <Row isOk={null} label={t('admin.scheduledJobs')}>
          {t('admin.noJobHasRunYet')}
        </Row>
      ) : (
        status.jobs.map((job) => (
          <Row key={job.name} isOk={job.isOk} label={jobLabels[job.name] ?? job.name}>
            {t('admin.lastRun', { auditTime: formatAuditTime(job.startedAt) })}
            {job.isOk ? '' : t('admin.jobFailed', { error: job.error })}
          </Row>
        ))
      )}
    </ul>
  );
}

/** System Status from real checks made when the card loads (and on Refresh). */
export function SystemStatusCard() {
  const t = useT();
  const status = useSystemStatus();
  return (
    <Card aria-labelledby="system-status-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id="system-status-title">{t('admin.systemStatus')}</CardTitle>
          <CardDescription>{status.data ? t('admin.checkedAt', { time: formatAuditTime(status.data.checkedAt) }) : t('admin.checking')}</CardDescription>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()} disabled={status.isFetching}>
          <RefreshCw aria-hidden="true" className={status.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          {t('admin.checkAgain')}
        </Button>
      </CardHeader>
      <CardContent>
        {status.data ? (
          <StatusRows status={status.data} />
        ) : status.isError ? (
          <Alert tone="danger" role="alert">
            {errorMessage(status.error)}
          </Alert>
        ) : (
          <Skeleton className="h-40 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
