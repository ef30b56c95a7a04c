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
import { useT } from '#client/i18n';

export function OpenAdminDashboardCard() {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LayoutDashboard aria-hidden="true" className="size-5 text-muted" />
          {t('admin.adminDashboard')}
        </CardTitle>
        <CardDescription>{t('admin.storesAdminUsersMonthlyReports')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={paths.admin.root} className={buttonClasses()}>
          {t('admin.openAdminDashboard')}
        </Link>
      </CardContent>
    </Card>
  );
}

/** Daily Credit Reset: today's daily credit of every customer in every store, cleared on request. */
export function DailyCreditResetCard() {
  const t = useT();
  const reset = useRunDailyReset();
  const [isAsking, setIsAsking] = useState(false);
  const [lastCount, setLastCount] = useState<number | null>(null);
  const run = () =>
    reset.mutate(undefined, {
      onSuccess: (result) => {
        setLastCount(result.customersReset);
        toast.success(t('admin.resetCompleted'), { description: dailyResetSentence(result.customersReset) });
      },
      onError: (error) => toast.error(t('admin.failedToTriggerDailyReset'), { description: errorMessage(error) }),
      onSettled: () => setIsAsking(false),
    });
  return (
    <Card aria-labelledby="daily-reset-title">
      <CardHeader>
        <CardTitle id="daily-reset-title" className="flex items-center gap-2">
          <RotateCcw aria-hidden="true" className="size-5 text-muted" />
          {t('admin.dailyCreditReset')}
        </CardTitle>
        <CardDescription>
          {t('admin.dailyCreditClearsByItself')}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <Button onClick={() => setIsAsking(true)} isLoading={reset.isPending}>
          {t('admin.resetDailyCreditNow')}
        </Button>
        {lastCount !== null ? (
          <p role="status" className="text-sm text-ink">
            {t('admin.resetCompleted2', { dailyResetSentence: dailyResetSentence(lastCount) })}
          </p>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={isAsking}
        onOpenChange={setIsAsking}
        title={t('admin.resetDailyCreditForAll')}
        description={t('admin.everyCustomerWhoTookCredit')}
        confirmLabel={t('admin.reset')}
        tone="primary"
        onConfirm={run}
        isPending={reset.isPending}
      />
    </Card>
  );
}
