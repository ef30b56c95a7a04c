import { useState } from 'react';
import type { CreditSummary } from '#shared/reports/report.schemas';
import { Button } from '#client/components/ui/button';
import { useRecentCreditPages } from '../api/get-recent-credit';
import { RecentTransactions } from './recent-transactions';
import { ReportError } from './report-states';
import { useT } from '#client/i18n';

type PagedRecentTransactionsProps = Pick<CreditSummary, 'recent' | 'recentCount' | 'recentNextCursor'>;

/** The window's entries, a page at a time: how many are shown of how many, and 'Load more'. */
export function PagedRecentTransactions({ recent, recentCount, recentNextCursor }: PagedRecentTransactionsProps) {
  const t = useT();
  const [wantsMore, setWantsMore] = useState(false);
  const pages = useRecentCreditPages(recentNextCursor, wantsMore);
  const transactions = [...recent, ...(pages.data?.pages.flatMap((page) => page.entries) ?? [])];
  const hasMore = wantsMore ? pages.isPending || pages.hasNextPage : recentNextCursor !== null;
  const isLoading = wantsMore && (pages.isPending || pages.isFetchingNextPage);

  const loadMore = () => {
    if (!wantsMore) return setWantsMore(true);
    void pages.fetchNextPage();
  };

  return (
    <div className="space-y-3">
      <RecentTransactions transactions={transactions} />
      <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
        <p className="text-sm text-muted" role="status">
          {t('reports.showingOf', { shown: transactions.length, total: recentCount })}
        </p>
        {pages.isError && !isLoading ? (
          <ReportError message={t('reports.errorLoadingMoreTransactions')} onRetry={() => void pages.refetch()} isRetrying={pages.isFetching} />
        ) : hasMore ? (
          <Button variant="secondary" onClick={loadMore} isLoading={isLoading}>
            {isLoading ? t('reports.loadingMore') : t('reports.loadMore')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
