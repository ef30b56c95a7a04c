import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/error-messages';
import { useT } from '#client/i18n';

/** The tiles could not load: say so and offer a retry. */
export function SummaryError({ error, onRetry, isRetrying }: { error: unknown; onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  return (
    <Alert tone="danger" role="alert" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">{t('dashboard.failedToLoadDashboardData')}</p>
        <p>{errorMessage(error)}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {t('dashboard.retry')}
      </Button>
    </Alert>
  );
}
