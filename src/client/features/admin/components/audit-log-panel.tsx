import { RefreshCw, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from './audit-entries';
import { useT } from '#client/i18n';

/** Security Audit Log: the latest 100 entries with a Refresh button (spec part 1 §2). */
export function AuditLogPanel() {
  const t = useT();
  const log = useAuditLog();
  return (
    <Card aria-labelledby="audit-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id="audit-title" className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-muted" />
            {t('admin.securityAuditLog')}
          </CardTitle>
          <CardDescription>{t('admin.theLatest100ChangesTo')}</CardDescription>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void log.refetch().then((result) => result.isError && result.data && toast.error(t('admin.failedToLoadAuditLogs')))} disabled={log.isFetching}>
          <RefreshCw aria-hidden="true" className={log.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          {t('admin.refresh')}
        </Button>
      </CardHeader>
      <CardContent>
        {log.data ? (
          log.data.entries.length === 0 ? (
            <p className="py-8 text-center text-muted">{t('admin.noAuditLogsFound')}</p>
          ) : (
            <AuditEntries entries={log.data.entries} />
          )
        ) : log.isError ? (
          <Alert tone="danger" role="alert">
            <p className="font-semibold">{t('admin.failedToLoadAuditLogs')}</p>
            <p>{errorMessage(log.error)}</p>
          </Alert>
        ) : (
          <div className="space-y-2" role="status" aria-label={t('admin.loadingAuditLog')}>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-8 w-full" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
