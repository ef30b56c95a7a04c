import { useState } from 'react';
import { toast } from 'sonner';
import type { ActiveSession } from '#shared/admin/security.schemas';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { formatAuditTime, truncateUserAgent } from '../../audit-format';
import { useSessions } from '../api/get-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { t, useT } from '#client/i18n';

const roleLabels: Record<ActiveSession['role'], string> = { get admin() {
    return t('admin.roleadmin');
  }, get store_owner() {
    return t('admin.roleowner');
  }, get employee() {
    return t('admin.roleemployee');
  }, get none() {
    return t('admin.rolenoStore');
  } };

/** Signed-in browsers across the platform; Revoke signs one out on its next request. */
export function SessionsCard() {
  const t = useT();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const [target, setTarget] = useState<ActiveSession | null>(null);
  const confirm = () => {
    if (!target) return;
    revoke.mutate(target.id, {
      onSuccess: () => toast.success(t('admin.sessionRevoked')),
      onError: (error) => toast.error(errorMessage(error)),
      onSettled: () => setTarget(null),
    });
  };
  return (
    <Card aria-labelledby="sessions-title">
      <CardHeader>
        <CardTitle id="sessions-title">{t('admin.activeSessions')}</CardTitle>
        <CardDescription>{t('admin.signedInBrowsersAcrossAll')}</CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isError ? (
          <Alert tone="danger" role="alert">
            {errorMessage(sessions.error)}
          </Alert>
        ) : !sessions.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <ul className="divide-y divide-line">
            {sessions.data.sessions.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
                <div className="min-w-0 flex-1 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="break-words font-medium text-ink">{session.email}</span>
                    <Badge tone={session.role === 'admin' ? 'blue' : 'gray'}>{roleLabels[session.role]}</Badge>
                    {session.isCurrent ? <Badge tone="green">{t('admin.thisBrowser')}</Badge> : null}
                  </p>
                  <p className="text-xs text-muted">
                    {session.storeName ?? t('admin.noStore')} {t('admin.ipLastActive', { value: session.ipAddress ?? '—', auditTime: formatAuditTime(session.lastSeenAt) })}
                  </p>
                  <p className="break-words text-xs text-muted">{truncateUserAgent(session.userAgent)}</p>
                </div>
                {session.isCurrent ? null : (
                  <Button variant="danger" size="sm" onClick={() => setTarget(session)} aria-label={t('admin.revokeSessionOf', { email: session.email })}>
                    {t('admin.revoke')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('admin.revokeSession')}
        description={t('admin.signOutConfirm', { email: target?.email ?? t('admin.thisUser') })}
        confirmLabel={t('admin.revoke')}
        onConfirm={confirm}
        isPending={revoke.isPending}
      />
    </Card>
  );
}
