import { useInfiniteQuery } from '@tanstack/react-query';
import type { RecentCreditPage } from '#shared/reports/credit-recent.schemas';
import { apiRequest } from '#client/lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/reports/credit-summary/recent?cursor — the Credit Summary's entries after the cursor entry. */
export function getRecentCredit(cursor: string, signal?: AbortSignal): Promise<RecentCreditPage> {
  return apiRequest<RecentCreditPage>(`/api/reports/credit-summary/recent?${new URLSearchParams({ cursor })}`, { signal });
}

/**
 * The pages after the summary's first one, loaded on demand ('Load more'): nothing is fetched until
 * `isEnabled`, and the pages start again whenever the summary hands a new first cursor.
 */
export function useRecentCreditPages(firstCursor: string | null, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: reportKeys.recentCredit(firstCursor ?? 'none'),
    queryFn: ({ pageParam, signal }) => getRecentCredit(pageParam, signal),
    initialPageParam: firstCursor ?? '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: isEnabled && firstCursor !== null,
  });
}
