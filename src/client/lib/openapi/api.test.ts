import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { api, createApiClient, dataOf, readingAsJson } from './api';

afterEach(() => vi.unstubAllGlobals());

/** fetch answering from a list (the last answer repeats), recording each Request it was handed. */
function answers(...list: Array<[number, unknown] | 'network'>) {
  const requests: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    requests.push(request);
    const answer = list[Math.min(requests.length - 1, list.length - 1)]!;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    const [status, body] = answer;
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
  });
  return requests;
}

describe('the typed client (decision 079)', () => {
  it('sends what apiRequest sends: JSON accepted, a JSON body, same-origin cookies, the path from the document', async () => {
    const requests = answers([201, { link: { id: 'l1' }, url: 'https://x/s/t' }]);
    const result = dataOf(await api.POST('/api/customers/{id}/statement-links', { params: { path: { id: 'c/1' } }, body: { expiresInDays: 7 } }));
    expect(result).toEqual({ link: { id: 'l1' }, url: 'https://x/s/t' });
    const [request] = requests;
    expect(new URL(request!.url).pathname).toBe('/api/customers/c%2F1/statement-links');
    expect(request!.method).toBe('POST');
    expect(request!.credentials).toBe('same-origin');
    expect(request!.headers.get('Accept')).toBe('application/json');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(await request!.text()).toBe('{"expiresInDays":7}');
  });

  it('throws the ApiError apiRequest throws: the code for the catalogue, the field codes and numbers', async () => {
    answers([422, { error: { code: 'VALIDATION_FAILED', fields: { expiresInDays: 'invalid_value' } } }]);
    const error = await api.POST('/api/customers/{id}/statement-links', { params: { path: { id: 'c1' } }, body: {} }).then(dataOf).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION_FAILED', fields: { expiresInDays: 'invalid_value' } });
    answers([502, 'Bad gateway']);
    await expect(api.GET('/api/customers/{id}/statement-links', { params: { path: { id: 'c1' } } }).then(dataOf)).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('no answer at all is ApiError NETWORK; an empty 204 and a body that is not JSON read as none', async () => {
    answers('network');
    await expect(api.POST('/api/statement-links/{id}/revoke', { params: { path: { id: 'l1' } } })).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    answers([204, undefined]);
    expect(dataOf(await api.POST('/api/statement-links/{id}/revoke', { params: { path: { id: 'l1' } } }))).toBeUndefined();
    answers([200, '<html>a portal</html>']);
    expect(dataOf(await api.GET('/api/customers/{id}/statement-links', { params: { path: { id: 'c1' } } }))).toBeUndefined();
  });

  it('asks again with the same key while the servers switch, only for a write with an Idempotency-Key (decision 053)', async () => {
    const keyed = answers([503, { error: { code: 'DATABASE_UNAVAILABLE' } }], [201, { id: 'c1' }]);
    const body = { name: 'Ana', phone: '+15551234567', email: null, address: null, notes: null };
    expect(dataOf(await api.POST('/api/customers', { body, headers: { 'Idempotency-Key': 'k1' } }))).toEqual({ id: 'c1' });
    expect(keyed.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['k1', 'k1']);
    expect(await Promise.all(keyed.map((r) => r.text()))).toEqual([JSON.stringify(body), JSON.stringify(body)]);
    const unkeyed = answers([503, { error: { code: 'DATABASE_UNAVAILABLE' } }], [201, { id: 'c1' }]);
    await expect(api.POST('/api/customers', { body }).then(dataOf)).rejects.toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(unkeyed).toHaveLength(1);
  });

  it('the offline queue’s transport reads the answer and nothing more: no NETWORK error of its own, no retry', async () => {
    const send = vi.fn(async () => new Response(JSON.stringify({ error: { code: 'DATABASE_UNAVAILABLE' } }), { status: 503 }));
    const client = createApiClient(readingAsJson(send));
    const result = await client.GET('/api/session');
    expect([result.response.status, result.error]).toEqual([503, { error: { code: 'DATABASE_UNAVAILABLE' } }]);
    expect(send).toHaveBeenCalledTimes(1);
    const failing = createApiClient(readingAsJson(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(failing.GET('/api/session')).rejects.toBeInstanceOf(TypeError);
  });
});
