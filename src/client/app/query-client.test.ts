import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client';
import { sessionQueryKey } from '#client/lib/auth/session';
import { STALE_TIME_MS, createQueryClient, shouldRetry } from './query-client';

describe('query client', () => {
  it('retries once, and never client errors', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK'))).toBe(true);
    expect(shouldRetry(0, new ApiError(500, 'INTERNAL'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'INTERNAL'))).toBe(false);
    expect(shouldRetry(0, new ApiError(403, 'OWNER_ONLY'))).toBe(false);
  });

  it('keeps data fresh for five minutes', () => {
    expect(STALE_TIME_MS).toBe(300_000);
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(300_000);
  });

  it('forgets the session when any query answers 401', async () => {
    const client = createQueryClient();
    client.setQueryData(sessionQueryKey, { user: { id: 'u' } });
    await client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED')), retry: false })
      .catch(() => undefined);
    expect(client.getQueryData(sessionQueryKey)).toBeNull();
  });

  it('keeps the session for a wrong password (401 INVALID_CREDENTIALS)', async () => {
    const client = createQueryClient();
    const session = { user: { id: 'u' } };
    client.setQueryData(sessionQueryKey, session);
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS')), retry: false })
      .catch(() => undefined);
    expect(client.getQueryData(sessionQueryKey)).toBe(session);
  });
});
