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
