import { MutationCache, QueryCache, QueryClient, hashKey, type InvalidateOptions, type InvalidateQueryFilters, type Query } from '@tanstack/react-query';
import { isApiError } from '#client/lib/api-client';
import { sessionQueryKey } from '#client/lib/auth/session';
import { assertScopedKey } from '#client/lib/store-keys';
import { followSession } from './session-scope';

/** Spec part 1 §9 / part 2 §9: one retry, five minutes of freshness. */
export const STALE_TIME_MS = 5 * 60_000;

/**
 * While the servers are switching (a database failover, no instance ready: 502, 504, 503) a read is
 * asked again for about a minute (TanStack's backoff: 1, 2, 4, 8, 16, 30 s), so a page opened during
 * the switch loads by itself when it is over instead of showing 'Try again' (decision 053). Our own 503s
 * that mean something else (MAINTENANCE_MODE, MAIL_FAILED) are not retried.
 */
const SWITCH_RETRIES = 6;
const isSwitchError = (error: unknown) =>
  isApiError(error) && (error.status === 502 || error.status === 504 || (error.status === 503 && (error.code === 'DATABASE_UNAVAILABLE' || error.code === 'INTERNAL')));

/** One retry, and none for answers that will not change on retry (4xx); a switch answer, up to SWITCH_RETRIES. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isSwitchError(error)) return failureCount < SWITCH_RETRIES;
  if (failureCount >= 1) return false;
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export function isSessionGone(error: unknown): boolean {
  return isApiError(error) && error.code === 'UNAUTHENTICATED';
}

/** Every query's key is store-scoped or one of the few unscoped ones; anything else throws. */
function scopedKeyHash(queryKey: readonly unknown[]): string {
  assertScopedKey(queryKey);
  return hashKey(queryKey);
}

/**
 * Invalidation that also covers a first fetch already in flight (decision 070). TanStack cancels and
 * refetches an in-flight fetch only when the query already holds data; a query's first fetch (a new
 * search typed a moment before a change was saved) is reused as it is, and it may have read the
 * database before the change: the deleted store stayed in the list. Those fetches are let finish,
 * then fetched once more, so what a screen shows after any invalidation was read after it.
 */
class AppQueryClient extends QueryClient {
  override async invalidateQueries(filters: InvalidateQueryFilters = {}, options?: InvalidateOptions): Promise<void> {
    const refetchType = filters.refetchType ?? filters.type ?? 'active';
    if (refetchType === 'none') return super.invalidateQueries(filters, options);
    const firstFetches: Query[] = this.getQueryCache()
      .findAll({ ...filters, type: refetchType, fetchStatus: 'fetching' })
      .filter((query) => query.state.data === undefined);
    await super.invalidateQueries(filters, options);
    if (firstFetches.length > 0) await this.refetchQueries({ type: refetchType, predicate: (query) => firstFetches.includes(query) }, options);
  }
}

/**
 * The app's QueryClient. A 401 from any query or mutation means the session ended: the session
 * becomes null, and the guards send the person to /auth. Whenever the session ends or changes
 * user or store, every cached store datum is dropped before anything renders (session-scope.ts).
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionGone(error)) client.setQueryData(sessionQueryKey, null);
    // The store lapsed while this page was open: the session says so, the banner and buttons follow.
    if (isApiError(error) && error.code === 'SUBSCRIPTION_LAPSED') void client.invalidateQueries({ queryKey: sessionQueryKey });
    // Maintenance mode began while this page was open: the maintenance gate checks the flag now.
    if (isApiError(error) && error.code === 'MAINTENANCE_MODE') void client.invalidateQueries({ queryKey: ['public-config', 'maintenance'] });
  };
  const client: QueryClient = new AppQueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, queryKeyHashFn: scopedKeyHash },
      // Offline, a change fails at once instead of TanStack pausing it: the four writes that work offline
      // keep themselves on the device (features/offline send-or-keep, decision 051); the rest need the connection.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  followSession(client);
  return client;
}
