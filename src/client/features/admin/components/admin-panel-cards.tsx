import { LayoutDashboard, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { paths } from '#client/app/paths';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { errorMessage } from '#client/lib/error-messages';
import { dailyResetSentence } from '#client/texts/admin';
import { useRunDailyReset } from '../api/run-daily-reset';

export function OpenAdminDashboardCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LayoutDashboard aria-hidden="true" className="size-5 text-muted" />
          Admin Dashboard
        </CardTitle>
        <CardDescription>Stores, admin users, monthly reports, system settings and security.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={paths.admin.root} className={buttonClasses()}>
          Open Admin Dashboard
        </Link>
      </CardContent>
    </Card>
  );
}

/** Daily Credit Reset: today's daily credit of every customer in every store, cleared on request. */
export function DailyCreditResetCard() {
  const reset = useRunDailyReset();
  const [isAsking, setIsAsking] = useState(false);
  const [lastCount, setLastCount] = useState<number | null>(null);
  const run = () =>
    reset.mutate(undefined, {
      onSuccess: (result) => {
        setLastCount(result.customersReset);
        toast.success('Reset Completed', { description: dailyResetSentence(result.customersReset) });
      },
      onError: (error) => toast.error('Failed to trigger daily reset', { description: errorMessage(error) }),
      onSettled: () => setIsAsking(false),
    });
  return (
    <Card aria-labelledby="daily-reset-title">
      <CardHeader>
        <CardTitle id="daily-reset-title" className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-5 text-muted" />
          Daily Credit Reset
        </CardTitle>
        <CardDescription>
          Daily credit clears by itself at midnight in each store&apos;s time zone. Reset now lets every customer of every store take credit again
          today; red flags are untouched.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button onClick={() => setIsAsking(true)} isLoading={reset.isPending}>
          Reset Daily Credit Now
        </Button>
        {lastCount !== null ? (
          <p role="status" className="text-sm text-ink">
            Reset Completed: {dailyResetSentence(lastCount)}
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title="Reset daily credit for all stores?"
        description="Every customer who took credit today, in every store, may take credit again today."
        confirmLabel="Reset"
        tone="primary"
        onConfirm={run}
        isPending={reset.isPending}
      />
    </Card>
  );
}
