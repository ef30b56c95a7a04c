import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { sessionQueryKey } from '#client/lib/auth/session';
import { currentStoreScope, keepPreviousStoreData, storeKey } from '#client/lib/store-keys';
import { STALE_TIME_MS, createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('retries once, and never client errors', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK'))).toBe(true);
    expect(shouldRetry(0, new ApiError(500, 'INTERNAL'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'INTERNAL'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'OWNER_ONLY'))).toBe(false);
    // the servers switching (decision 053): asked again for about a minute, then given up
    expect(shouldRetry(3, new ApiError(503, 'DATABASE_UNAVAILABLE'))).toBe(true);
    expect(shouldRetry(5, new ApiError(502, 'INTERNAL'))).toBe(true);
    expect(shouldRetry(6, new ApiError(503, 'DATABASE_UNAVAILABLE'))).toBe(false);
    expect(shouldRetry(1, new ApiError(503, 'MAINTENANCE_MODE'))).toBe(false);
  });

  it('never queues a change while offline: a mutation runs (and fails) at once', async () => {
    const { onlineManager } = await import('@tanstack/react-query');
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.networkMode).toBe('always');
    onlineManager.setOnline(false);
    try {
      let calls = 0;
      const result = client
        .getMutationCache()
        .build(client, { mutationFn: async () => { calls += 1; throw new ApiError(0, 'NETWORK'); } })
        .execute(undefined);
      await expect(result).rejects.toThrow('NETWORK');
      expect(calls).toBe(1);
      expect(client.getMutationCache().getAll().filter((m) => m.state.isPaused)).toEqual([]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps data fresh for five minutes', () => {
    expect(STALE_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });

  it('forgets the session when any query answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { user: { id: 'u' } });
    await client
      .fetchQuery({ queryKey: storeKey('x'), queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED')), retry: false })
      .catch(() => undefined);
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('keeps the session for a wrong password (401 INVALID_CREDENTIALS)', async () => {
    const client = createQueryClient();
    const session = { user: { id: 'u' } };
    client.setQueryData(sessionQueryKey, session);
    await client
      .fetchQuery({ queryKey: storeKey('y'), queryFn: () => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS')), retry: false })
      .catch(() => undefined);
    expect(client.getQueryData(sessionQueryKey)).toBe(session);
  });

  it('refuses a query key that is not keyed by store', async () => {
    const client = createQueryClient();
    expect(() => client.fetchQuery({ queryKey: ['customers', 'list'], queryFn: () => [] })).toThrow(/not keyed by store/);
    await expect(client.fetchQuery({ queryKey: storeKey('customers', 'list'), queryFn: () => [] })).resolves.toEqual([]);
  });
});

const sessionOf = (userId: string, storeId: string | null) => ({ user: { id: userId }, store: storeId ? { id: storeId } : null });

describe('whenever the session ends or changes, cached store data goes at once', () => {
  it.each([
    ['expires (the session answers null)', null],
    ['changes to another owner', sessionOf('user-b', 'store-b')],
  ])('drops every store datum when the session %s, and keys new data by the new store', (_, next) => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, sessionOf('user-a', 'store-a'));
    expect(currentStoreScope()).toBe('store-a');
    const key = storeKey('customers', 'list', '');
    expect(key).toEqual(['store', 'store-a', 'customers', 'list', '']);
    client.setQueryData(key, ['Alice of store A']);
    client.setQueryData(['public-config'], { googleEnabled: false });
    client.setQueryData(sessionQueryKey, next);
    // Synchronously, in the same call that set the new session: before React renders it.
    expect(client.getQueryData(key)).toBeUndefined();
    expect(client.getQueryCache().findAll({ predicate: (q) => q.queryKey[0] === 'store' })).toHaveLength(0);
    expect(client.getQueryData(['public-config'])).toEqual({ googleEnabled: false });
    expect(currentStoreScope()).toBe(next ? 'store-b' : 'none');
  });

  it('drops store data when any request answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, sessionOf('user-a', 'store-a'));
    client.setQueryData(storeKey('customers'), ['Alice of store A']);
    await client
      .fetchQuery({ queryKey: storeKey('reports'), queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED')), retry: false })
      .catch(() => undefined);
    expect(client.getQueryData(storeKey('customers'))).toBeUndefined();
  });

  it('keeps store data when the same session is refetched', () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, sessionOf('user-a', 'store-a'));
    client.setQueryData(storeKey('customers'), ['Alice']);
    client.setQueryData(sessionQueryKey, { ...sessionOf('user-a', 'store-a'), isFirstLogin: false });
    expect(client.getQueryData(storeKey('customers'))).toEqual(['Alice']);
  });

  it("shows a previous search's results while the next loads, never another store's", () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, sessionOf('user-a', 'store-a'));
    const sameStore = { queryKey: storeKey('customers', 'list', 'al') };
    expect(keepPreviousStoreData(['Alice'], sameStore)).toEqual(['Alice']);
    client.setQueryData(sessionQueryKey, sessionOf('user-b', 'store-b'));
    expect(keepPreviousStoreData(['Alice'], sameStore)).toBeUndefined();
  });
});

describe('an invalidation covers a first fetch already in flight (decision 070)', () => {
  /** A list whose first fetch reads the server's state, then waits for `release` before it answers. */
  function slowFirstRead(client: QueryClient) {
    let server = 'before the change';
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const key = storeKey('admin', 'stores', 'list', { q: 'throwaway' });
    const observer = new QueryObserver(client, { queryKey: key, queryFn: async () => { const read = server; await gate; return read; } });
    const unsubscribe = observer.subscribe(() => undefined);
    return { key, unsubscribe, change: () => (server = 'after the change'), release };
  }

  /** The change lands while the first fetch is in flight, then the invalidation; what the list holds once it settles. */
  async function readAfterInvalidation(client: QueryClient) {
    const list = slowFirstRead(client);
    list.change();
    const invalidated = client.invalidateQueries({ queryKey: storeKey('admin', 'stores') });
    list.release();
    await invalidated;
    list.unsubscribe();
    return client.getQueryData(list.key);
  }

  it('shows what was read after the invalidation, not the read that began before the change', async () => {
    expect(await readAfterInvalidation(createQueryClient())).toBe('after the change');
  });

  it("control: TanStack's own client keeps the read that began before the change", async () => {
    expect(await readAfterInvalidation(new QueryClient({ defaultOptions: { queries: { retry: false } } }))).toBe('before the change');
  });

  it("leaves a fetch alone when asked not to refetch (refetchType 'none')", async () => {
    const client = createQueryClient();
    const list = slowFirstRead(client);
    list.change();
    const invalidated = client.invalidateQueries({ queryKey: storeKey('admin', 'stores'), refetchType: 'none' });
    list.release();
    await invalidated;
    await client.getQueryCache().find({ queryKey: list.key })?.promise;
    expect(client.getQueryData(list.key)).toBe('before the change');
    list.unsubscribe();
  });
});
