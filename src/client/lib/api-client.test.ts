import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFrom, apiRequest } from './api-client';

afterEach(() => vi.unstubAllGlobals());

describe('apiErrorFrom', () => {
  it('reads our error body', () => {
    const error = apiErrorFrom(422, { error: { code: 'VALIDATION_FAILED', fields: { email: 'invalid_email' } } });
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', fields: { email: 'invalid_email' } });
  });

  it('falls back to the status for bodies that are not ours', () => {
    expect(apiErrorFrom(401, { code: 'SOMETHING', message: 'x' }).code).toBe('UNAUTHENTICATED');
    expect(apiErrorFrom(429, undefined).code).toBe('RATE_LIMITED');
    expect(apiErrorFrom(502, 'Bad gateway').code).toBe('INTERNAL');
  });
});

describe('apiRequest', () => {
  it('sends JSON with same-origin credentials and parses the answer', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/x', { body: { a: 1 } })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: '{"a":1}',
      signal: undefined,
    });
  });

  it('throws ApiError for error answers', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: { code: 'OWNER_ONLY' } }), { status: 403 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403, code: 'OWNER_ONLY' });
  });

  it('turns a network failure into NETWORK', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('returns undefined for an empty 204 answer', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
    await expect(apiRequest('/api/x', { body: {} })).resolves.toBeUndefined();
  });
});

describe('apiRequest while the servers switch (decision 053)', () => {
  const answers = (...list: Array<[number, unknown]>) => {
    const calls: RequestInit[] = [];
    vi.stubGlobal('fetch', async (_path: string, init: RequestInit) => {
      calls.push(init);
      const [status, body] = list[Math.min(calls.length - 1, list.length - 1)]!;
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    });
    return calls;
  };

  it('sends a write with an Idempotency-Key again, with the same key, through 503s, 502s and IDEMPOTENCY_IN_PROGRESS', async () => {
    vi.useFakeTimers();
    try {
      const calls = answers([503, undefined], [503, { error: { code: 'DATABASE_UNAVAILABLE' } }], [502, undefined], [409, { error: { code: 'IDEMPOTENCY_IN_PROGRESS' } }], [201, { entry: { id: 'e1' } }]);
      const done = apiRequest('/api/customers/c/credit', { body: { amountCents: 100 }, headers: { 'Idempotency-Key': 'k-1' } });
      await vi.runAllTimersAsync();
      await expect(done).resolves.toEqual({ entry: { id: 'e1' } });
      expect(calls).toHaveLength(5);
      expect(calls.map((c) => (c.headers as Record<string, string>)['Idempotency-Key'])).toEqual(['k-1', 'k-1', 'k-1', 'k-1', 'k-1']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry a refusal, a request without a key, or past the time limit', async () => {
    vi.useFakeTimers();
    try {
      let calls = answers([422, { error: { code: 'CREDIT_LIMIT_EXCEEDED' } }]);
      await expect(apiRequest('/api/x', { body: {}, headers: { 'Idempotency-Key': 'k' } })).rejects.toMatchObject({ code: 'CREDIT_LIMIT_EXCEEDED' });
      expect(calls).toHaveLength(1);
      calls = answers([503, { error: { code: 'DATABASE_UNAVAILABLE' } }]);
      await expect(apiRequest('/api/x', { body: {} })).rejects.toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
      expect(calls).toHaveLength(1);
      calls = answers([503, { error: { code: 'MAINTENANCE_MODE' } }]);
      await expect(apiRequest('/api/x', { body: {}, headers: { 'Idempotency-Key': 'k' } })).rejects.toMatchObject({ code: 'MAINTENANCE_MODE' });
      expect(calls).toHaveLength(1);
      calls = answers([503, undefined]);
      const done = apiRequest('/api/x', { body: {}, headers: { 'Idempotency-Key': 'k' } }).catch((e: unknown) => e);
      await vi.runAllTimersAsync();
      expect(await done).toMatchObject({ status: 503 });
      expect(calls.length).toBeGreaterThan(10);
      expect(calls.length).toBeLessThan(40); // 45 s at 2 s apart at most
    } finally {
      vi.useRealTimers();
    }
  });
});
