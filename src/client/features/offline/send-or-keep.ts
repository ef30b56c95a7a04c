import { apiErrorFrom, parseJson } from '#client/lib/api-client';
import { IDEMPOTENCY_HEADER } from '#shared/credit/idempotency-header';
import { addEntry, listEntries, type NewQueueEntry, type QueueEntry } from '#client/lib/offline-queue/queue-db';
import { announceQueueChange } from './queue-events';
import { classifyAnswer, requestOf } from '#client/lib/offline-queue/sync-engine';
import { askBackgroundSync, requestSync } from './sync-runner';
import { isOnlineNow, reportServerReachable } from '#client/lib/online-status';

/** How long a tap waits for the server before the write is kept on the device instead. */
export const DIRECT_SEND_TIMEOUT_MS = 8_000;

export type Submitted<T> = { kind: 'sent'; data: T } | { kind: 'kept'; entry: QueueEntry };

/**
 * A give, payment, new customer or cash log at the tap (decision 051). Sent at once when the
 * device is online and nothing of this person is waiting (so nothing overtakes an earlier entry);
 * otherwise — offline, or the server did not answer within a few seconds — kept on the device with
 * the key and tap it was made with, and sent later with the same body. A refusal of a write sent at
 * once is thrown as an ApiError, as before: the screen explains it there and then.
 */
export async function sendOrKeep<T>(entry: NewQueueEntry): Promise<Submitted<T>> {
  const waiting = (await listEntries(entry.owner)).some((queued) => queued.state !== 'attention');
  const needsAddFirst = (entry.kind === 'credit' || entry.kind === 'payment') && !entry.customerId;
  if (!isOnlineNow() || waiting || needsAddFirst) return keep(entry);
  const request = requestOf({ ...entry, state: 'waiting', attempts: 0 } as QueueEntry, 'customerId' in entry ? entry.customerId : null);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DIRECT_SEND_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(request.path, {
      method: request.method,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: entry.key },
      credentials: 'same-origin',
      body: JSON.stringify(request.body),
      signal: controller.signal,
    });
  } catch {
    // No answer (no network, server unreachable, too slow): it may or may not have arrived; the same key and body make it once either way.
    reportServerReachable(false);
    return keep(entry);
  } finally {
    clearTimeout(timer);
  }
  const text = await response.text().catch(() => '');
  const data = parseJson(text);
  const code = (data as { error?: { code?: string } } | undefined)?.error?.code ?? null;
  const outcome = classifyAnswer(response.status, code);
  if (outcome === 'written') return { kind: 'sent', data: data as T };
  if (outcome === 'unanswered') return keep(entry);
  throw apiErrorFrom(response.status, data);
}

async function keep(entry: NewQueueEntry): Promise<Submitted<never>> {
  const kept = await addEntry(entry);
  announceQueueChange();
  askBackgroundSync();
  requestSync('kept');
  return { kind: 'kept', entry: kept };
}
