import { Alert } from '#client/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { formatAuditTime } from '../../audit-format';
import { useFailedSignIns } from '../api/get-failed-sign-ins';
import { useT } from '#client/i18n';

/** The latest 100 failed sign-in attempts (email, IP, time) as the login limit records them. */
export function FailedSignInsCard() {
  const t = useT();
  const attempts = useFailedSignIns();
  return (
    <Card aria-labelledby="failed-title">
      <CardHeader>
        <CardTitle id="failed-title">{t('admin.failedSignInAttempts')}</CardTitle>
        <CardDescription>{t('admin.theLatest100WrongPasswords')}</CardDescription>
      </CardHeader>
      <CardContent>
        {attempts.isError ? (
          <Alert tone="danger" role="alert">
            {errorMessage(attempts.error)}
          </Alert>
        ) : !attempts.data ? (
          <Skeleton className="h-24 w-full" />
        ) : attempts.data.attempts.length === 0 ? (
          <p className="py-6 text-center text-muted">{t('admin.noFailedSignInAttempts')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {attempts.data.attempts.map((attempt) => (
              <li key={attempt.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                <span className="break-words font-medium text-ink">{attempt.email}</span>
                <span className="font-mono text-xs text-muted">{attempt.ipAddress ?? '—'}</span>
                <span className="text-xs tabular-nums text-muted">{formatAuditTime(attempt.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
