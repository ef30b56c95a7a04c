import { RefreshCw, ShieldCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { useAuditLog } from '../api/get-audit-log';
import { AuditEntries } from './audit-entries';

/** Security Audit Log: the latest 100 entries with a Refresh button (spec part 1 §2). */
export function AuditLogPanel() {
  const log = useAuditLog();
  return (
    <Card aria-labelledby="audit-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id="audit-title" className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" className="size-5 text-muted" />
            Security Audit Log
          </CardTitle>
          <CardDescription>The latest 100 changes to store data, newest first.</CardDescription>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void log.refetch().then((result) => result.isError && result.data && toast.error('Failed to load audit logs'))} disabled={log.isFetching}>
          <RefreshCw aria-hidden="true" className={log.isFetching ? 'size-4 animate-spin' : 'size-4'} />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {log.data ? (
          log.data.entries.length === 0 ? (
            <p className="py-8 text-center text-muted">No audit logs found</p>
          ) : (
            <AuditEntries entries={log.data.entries} />
          )
        ) : log.isError ? (
          <Alert tone="danger" role="alert">
            <p className="font-semibold">Failed to load audit logs</p>
            <p>{errorMessage(log.error)}</p>
          </Alert>
        ) : (
          <div className="space-y-2" role="status" aria-label="Loading audit log">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-8 w-full" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
