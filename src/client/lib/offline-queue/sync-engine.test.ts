import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { addEntry, listEntries, resetOfflineDbForTests, type NewQueueEntry } from './queue-db';
import { classifyAnswer, syncQueue } from './sync-engine';

/**
 * The queue's sending rules against a stand-in server (the real server's side — replayed keys,
 * order, the rules at sync — is tested over HTTP in src/server/credit/offline-writes.test.ts).
 */
const owner = 'user-1:store-1';
const session = { user: { id: 'user-1' }, store: { id: 'store-1' } };

type Call = { path: string; method: string; key: string | null; body: unknown };

/** What the engine handed to fetch (the typed client hands it a Request), read as a Request of its own (a copy: the input stays unread). */
const requestOf = (input: RequestInfo | URL, init?: RequestInit) =>
  new Request(typeof input === 'string' ? new URL(input, 'http://localhost') : input instanceof Request ? input.clone() : input, init);
const pathOf = (request: Request) => new URL(request.url).pathname;

/** A server that applies each key once, answers what the test says, and records every call. */
function standIn(answer: (call: Call, count: number) => { status: number; body?: unknown } | 'network' = () => ({ status: 201, body: {} })) {
  const calls: Call[] = [];
  const applied = new Map<string, unknown>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = requestOf(input, init);
    const text = await request.text();
    const call = { path: pathOf(request), method: request.method, key: request.headers.get('Idempotency-Key'), body: text ? JSON.parse(text) : undefined };
    const path = call.path;
    if (path === '/api/session') return new Response(JSON.stringify(session), { status: 200 });
    calls.push(call);
    const result = answer(call, calls.length);
    if (result === 'network') throw new TypeError('Failed to fetch');
    if (result.status < 300 && call.key) {
      if (!applied.has(call.key)) applied.set(call.key, result.body ?? {});
      return new Response(JSON.stringify(applied.get(call.key)), { status: result.status });
    }
    return new Response(JSON.stringify(result.body ?? {}), { status: result.status });
  }) as typeof globalThis.fetch;
  return { fetch, calls, applied };
}

const give = (key: string, amountCents = 500, customerId: string | null = 'c-1', customerRef: string | null = null): NewQueueEntry => ({
  kind: 'credit', owner, key, occurredAt: '2026-05-04T12:00:00.000Z', actorName: 'Eli', customerId, customerRef, customerName: 'Ana', body: { amountCents, notes: null },
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetOfflineDbForTests();
});

describe('the sync engine', () => {
  it('sends the entries in the order they were made, each once, with its key and tap, and empties the queue', async () => {
    for (const key of ['k1', 'k2', 'k3']) await addEntry(give(key));
    await addEntry({ kind: 'cash-log', owner, key: 'k4', occurredAt: '2026-05-04T20:00:00.000Z', actorName: 'Eli', date: '2026-05-04', body: { startingCashCents: 1, cashSalesCents: 2, payoutsCents: 0, expensesCents: 0, actualCashCents: 3, notes: null, baseUpdatedAt: null } });
    const server = standIn();
    const result = await syncQueue({ fetch: server.fetch });
    expect(result).toEqual({ state: 'done', written: 4, refused: 0 });
    expect(server.calls.map((c) => c.key)).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect(server.calls[0]).toMatchObject({ path: '/api/customers/c-1/credit', method: 'POST', body: { amountCents: 500, notes: null, occurredAt: '2026-05-04T12:00:00.000Z' } });
    expect(server.calls[3]).toMatchObject({ path: '/api/daily-logs/2026-05-04', method: 'PUT', body: { baseUpdatedAt: null, occurredAt: '2026-05-04T20:00:00.000Z' } });
    expect(await listEntries(owner)).toEqual([]);
  });

  it('stops at an unanswered entry and keeps it (nothing overtakes it); the next pass sends it with the same key', async () => {
    for (const key of ['a', 'b']) await addEntry(give(key));
    const down = standIn(() => 'network');
    expect(await syncQueue({ fetch: down.fetch })).toMatchObject({ state: 'later', written: 0 });
    expect(down.calls.map((c) => c.key)).toEqual(['a']);
    expect((await listEntries(owner)).map((e) => [e.key, e.state, e.attempts])).toEqual([['a', 'waiting', 1], ['b', 'waiting', 0]]);
    const up = standIn();
    expect(await syncQueue({ fetch: up.fetch })).toMatchObject({ state: 'done', written: 2 });
    expect(up.calls.map((c) => c.key)).toEqual(['a', 'b']);
  });

  it('a refused entry moves to Needs attention with the server’s code and numbers; the ones after it go on', async () => {
    for (const key of ['first', 'over', 'last']) await addEntry(give(key));
    const server = standIn((call) =>
      call.key === 'over' ? { status: 409, body: { error: { code: 'CREDIT_LIMIT_EXCEEDED', params: { creditBalanceCents: 4000, creditLimitCents: 5000 } } } } : { status: 201 },
    );
    expect(await syncQueue({ fetch: server.fetch })).toMatchObject({ state: 'done', written: 2, refused: 1 });
    const [left] = await listEntries(owner);
    expect(left).toMatchObject({ key: 'over', state: 'attention', refusal: { code: 'CREDIT_LIMIT_EXCEEDED', status: 409, params: { creditBalanceCents: 4000, creditLimitCents: 5000 } } });
    // Not retried by itself: the next pass leaves it alone.
    const again = standIn();
    await syncQueue({ fetch: again.fetch });
    expect(again.calls).toEqual([]);
  });

  it('an entry whose send was cut off (tab closed mid-request) is sent again with the same key and applied once', async () => {
    await addEntry(give('cut'));
    // The request reached the server and was applied; the answer never came back.
    const server = standIn((_call, n) => (n === 1 ? 'network' : { status: 201 }));
    const firstPass = await syncQueue({
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (pathOf(requestOf(input, init)) !== '/api/session') server.applied.set('cut', { applied: true });
        return server.fetch(input, init);
      }) as typeof fetch,
    });
    expect(firstPass.state).toBe('later');
    const secondPass = await syncQueue({ fetch: server.fetch });
    expect(secondPass).toMatchObject({ state: 'done', written: 1 });
    expect(server.calls.map((c) => c.key)).toEqual(['cut', 'cut']);
    expect(server.applied.size).toBe(1);
  });

  it('a give for a customer added offline waits for the add, then goes to the id the server gave', async () => {
    await addEntry({ kind: 'customer', owner, key: 'add-nia', occurredAt: '2026-05-04T12:00:00.000Z', actorName: 'Eli', body: { name: 'Nia', phone: '+12175550177', email: null, address: null, notes: null } });
    await addEntry(give('give-nia', 300, null, 'add-nia'));
    const server = standIn((call) => (call.path === '/api/customers' ? { status: 201, body: { id: 'new-id' } } : { status: 201 }));
    expect(await syncQueue({ fetch: server.fetch })).toMatchObject({ state: 'done', written: 2 });
    expect(server.calls.map((c) => c.path)).toEqual(['/api/customers', '/api/customers/new-id/credit']);
  });

  it('sends nothing of another person: only the queue of the one signed in now', async () => {
    await addEntry({ ...give('theirs'), owner: 'user-2:store-1' } as NewQueueEntry);
    const server = standIn();
    expect(await syncQueue({ fetch: server.fetch })).toMatchObject({ state: 'done', written: 0 });
    expect(server.calls).toEqual([]);
    expect(await listEntries('user-2:store-1')).toHaveLength(1);
  });

  it('signed out mid-queue: the entry waits in Needs attention and goes again once the same person signs in', async () => {
    await addEntry(give('s1'));
    const expired = standIn(() => ({ status: 401, body: { error: { code: 'UNAUTHENTICATED' } } }));
    expect(await syncQueue({ fetch: expired.fetch })).toMatchObject({ state: 'signed-out' });
    expect((await listEntries(owner))[0]).toMatchObject({ state: 'attention', refusal: { code: 'UNAUTHENTICATED' } });
    const back = standIn();
    expect(await syncQueue({ fetch: back.fetch })).toMatchObject({ state: 'done', written: 1 });
  });

  it('reads answers: written, refused, unanswered, signed out', () => {
    expect(classifyAnswer(201, null)).toBe('written');
    expect(classifyAnswer(200, null)).toBe('written');
    expect(classifyAnswer(409, 'CREDIT_ALREADY_GIVEN_TODAY')).toBe('refused');
    expect(classifyAnswer(422, 'ENTRY_TOO_OLD')).toBe('refused');
    expect(classifyAnswer(402, 'SUBSCRIPTION_LAPSED')).toBe('refused');
    expect(classifyAnswer(409, 'IDEMPOTENCY_IN_PROGRESS')).toBe('unanswered');
    expect(classifyAnswer(503, 'MAINTENANCE_MODE')).toBe('unanswered');
    expect(classifyAnswer(0, 'NETWORK')).toBe('unanswered');
    expect(classifyAnswer(401, 'UNAUTHENTICATED')).toBe('signed-out');
  });
});
