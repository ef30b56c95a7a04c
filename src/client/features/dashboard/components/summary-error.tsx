import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/error-messages';

/** The tiles could not load: say so and offer a retry. */
export function SummaryError({ error, onRetry, isRetrying }: { error: unknown; onRetry: () => void; isRetrying: boolean }) {
  return (
    <Alert tone="danger" role="alert" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold">Failed to load dashboard data</p>
        <p>{errorMessage(error)}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        Retry
      </Button>
    </Alert>
  );
}
