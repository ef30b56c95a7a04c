import { createApiClient, readingAsJson, type ApiClient } from '#client/lib/openapi/api';
import { answerOf, sendEntry, type Answer } from './entry-call';
import {
  listEntries,
  ownerOf,
  rememberResolved,
  removeEntry,
  resolvedCustomer,
  updateEntry,
  type QueueEntry,
} from './queue-db';

/**
 * Sends the signed-in person's waiting entries to the server, oldest first, one at a time (issue
 * 24, decision 051). Runs in a page (on `online`, after a tap, on a backoff timer) and in the
 * service worker (Background Sync); one at a time on the device (a Web Lock), so two tabs never
 * send the same entry at once — and if they did, the Idempotency-Key made at the tap still makes
 * the server apply it once and answer the same to both.
 *
 * Each entry ends one of three ways:
 * - written (2xx, or the first answer replayed for its key): it leaves the queue;
 * - refused (a rule, a role, the store lapsed, the customer gone…): it moves to 'Needs attention'
 *   with the server's code, and the ones after it go on — never dropped, never retried by itself;
 * - not answered (no network, server unreachable or busy): it stays waiting and the pass stops
 *   there, so nothing overtakes it; the caller tries again later.
 * The session is asked first: entries are only ever sent for the person signed in right now.
 */

export type Outcome = 'written' | 'refused' | 'unanswered' | 'signed-out';

/** Statuses that say nothing about the entry: try again later with the same key. */
const RETRY_STATUSES = new Set([0, 408, 425, 429, 500, 502, 503, 504]);

/** What an answer means for a queued entry. */
export function classifyAnswer(status: number, code: string | null): Outcome {
  if (status >= 200 && status < 300) return 'written';
  if (status === 401) return 'signed-out';
  if (RETRY_STATUSES.has(status)) return 'unanswered';
  // The same key is still being applied by an earlier send (a tab closed mid-sync, reopened at once).
  if (code === 'IDEMPOTENCY_IN_PROGRESS') return 'unanswered';
  return 'refused';
}

export type SyncDeps = {
  fetch: typeof fetch;
  /** Told after every change of the queue (the pages re-read it; the badge counts down). */
  onChange?: (change: { entry: QueueEntry; outcome: Outcome }) => void;
  /** How long one request may take before it counts as unanswered. */
  timeoutMs?: number;
  now?: () => Date;
};

export type SyncResult = {
  /** done: nothing left to send now; later: stopped at an unanswered entry; signed-out; busy: another tab or the worker is sending. */
  state: 'done' | 'later' | 'signed-out' | 'busy';
  written: number;
  refused: number;
  /** false: the server gave no answer at all (no network, unreachable, too slow). */
  reached?: boolean;
};

const LOCK_NAME = 'corner-store-sync';

type Locks = { request: (name: string, options: { ifAvailable: boolean }, run: (lock: unknown) => Promise<SyncResult>) => Promise<SyncResult> };

/** One pass over the queue, under the device-wide lock when the browser has Web Locks. */
export function syncQueue(deps: SyncDeps): Promise<SyncResult> {
  const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks;
  if (!locks) return syncPass(deps);
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) => (lock ? syncPass(deps) : Promise.resolve({ state: 'busy', written: 0, refused: 0 })));
}

/**
 * One call through the typed client (decision 079), with the entry's time limit; no answer at all
 * (no network, unreachable, too slow) is status 0, NETWORK.
 */
async function send(deps: SyncDeps, call: (client: ApiClient, signal: AbortSignal) => Promise<{ response: Response; data?: unknown; error?: unknown }>): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? 15_000);
  try {
    return answerOf(await call(createApiClient(readingAsJson((request) => deps.fetch(request))), controller.signal));
  } catch {
    return { status: 0, code: 'NETWORK', params: {}, body: undefined };
  } finally {
    clearTimeout(timer);
  }
}

/** A give or payment for a customer added offline: the server's id once that add went through; 'wait' while it has not. */
async function customerOf(entry: QueueEntry, pending: QueueEntry[]): Promise<string | null | 'wait' | 'gone'> {
  if (entry.kind !== 'credit' && entry.kind !== 'payment') return null;
  if (entry.customerId) return entry.customerId;
  if (!entry.customerRef) return 'gone';
  const resolved = await resolvedCustomer(entry.customerRef);
  if (resolved) return resolved.customerId;
  return pending.some((other) => other.kind === 'customer' && other.key === entry.customerRef) ? 'wait' : 'gone';
}

async function syncPass(deps: SyncDeps): Promise<SyncResult> {
  const result: SyncResult = { state: 'done', written: 0, refused: 0 };
  const session = await send(deps, (client, signal) => client.GET('/api/session', { signal }));
  if (session.status === 0 || RETRY_STATUSES.has(session.status)) return { ...result, state: 'later', reached: session.status !== 0 };
  const owner = session.status === 200 ? ownerOf(session.body as Parameters<typeof ownerOf>[0]) : null;
  if (!owner) return { ...result, state: 'signed-out' };
  const now = deps.now ?? (() => new Date());

  // 'Retry after signing in': entries refused only because the session had ended go again now.
  for (const entry of await listEntries(owner)) {
    if (entry.state === 'attention' && entry.refusal?.code === 'UNAUTHENTICATED') {
      await updateEntry(entry.seq!, (e) => ({ ...e, state: 'waiting', refusal: undefined }));
    }
  }

  // The queue is read once per round and walked in order; a round that sent or refused something
  // reads it again (entries kept meanwhile, adds that were waited for). Entries discarded meanwhile
  // are skipped (updateEntry finds nothing).
  for (;;) {
    const entries = await listEntries(owner);
    const moved = await sendRound(deps, owner, entries, result, now);
    if (moved === 'stop') return result;
    if (!moved) return result;
  }
}

/** One walk over the queue as read: true when something was written or refused (read it again), 'stop' when the pass ends. */
async function sendRound(deps: SyncDeps, owner: string, entries: QueueEntry[], result: SyncResult, now: () => Date): Promise<boolean | 'stop'> {
  let moved = false;
  const pending = [...entries];
  for (const entry of entries) {
    if (entry.state === 'attention') continue;
    const customer = await customerOf(entry, pending);
    if (customer === 'wait') continue;
    if (customer === 'gone') {
      const refused = await updateEntry(entry.seq!, (e) => ({ ...e, state: 'attention', refusal: { code: 'CUSTOMER_NOT_ADDED', status: 0, params: {}, at: now().toISOString() } }));
      result.refused += 1;
      moved = true;
      if (refused) deps.onChange?.({ entry: refused, outcome: 'refused' });
      continue;
    }
    const outcome = await sendOne(deps, owner, entry, customer, result, now);
    if (outcome === 'stop') return 'stop';
    if (outcome === 'moved') {
      moved = true;
      pending.splice(pending.indexOf(entry), 1);
    }
  }
  return moved;
}

/** Send one entry and keep what its answer says: 'moved' (written or refused), 'skip' (gone meanwhile), 'stop'. */
async function sendOne(deps: SyncDeps, owner: string, entry: QueueEntry, customerId: string | null, result: SyncResult, now: () => Date): Promise<'moved' | 'skip' | 'stop'> {
  const sending = await updateEntry(entry.seq!, (e) => ({ ...e, state: 'sending', attempts: e.attempts + 1, ...(customerId && (e.kind === 'credit' || e.kind === 'payment') ? { customerId } : {}) }));
  if (!sending) return 'skip'; // discarded meanwhile
  const answer = await send(deps, (client, signal) => sendEntry(client, sending, customerId, signal));
  const outcome = classifyAnswer(answer.status, answer.code);
  if (outcome === 'written') {
    if (sending.kind === 'customer') {
      const created = answer.body as { id?: string } | undefined;
      if (created?.id) await rememberResolved({ key: sending.key, owner, customerId: created.id });
    }
    await removeEntry(sending.seq!);
    result.written += 1;
    deps.onChange?.({ entry: sending, outcome });
    return 'moved';
  }
  if (outcome === 'unanswered') {
    await updateEntry(sending.seq!, (e) => ({ ...e, state: 'waiting' }));
    deps.onChange?.({ entry: sending, outcome });
    result.state = 'later';
    result.reached = answer.status !== 0;
    return 'stop';
  }
  const refusal = { code: answer.code ?? (outcome === 'signed-out' ? 'UNAUTHENTICATED' : 'INTERNAL'), status: answer.status, params: answer.params, at: now().toISOString() };
  const refused = await updateEntry(sending.seq!, (e) => ({ ...e, state: 'attention', refusal }));
  deps.onChange?.({ entry: refused ?? sending, outcome });
  if (outcome === 'signed-out') {
    result.state = 'signed-out';
    return 'stop';
  }
  result.refused += 1;
  return 'moved';
}
