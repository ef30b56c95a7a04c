import { apiErrorFrom } from '#client/lib/api-client';
import { createApiClient, readingAsJson } from '#client/lib/openapi/api';
import { addEntry, listEntries, type NewQueueEntry, type QueueEntry } from '#client/lib/offline-queue/queue-db';
import { announceQueueChange } from './queue-events';
import { classifyAnswer } from '#client/lib/offline-queue/sync-engine';
import { answerOf, sendEntry, type Answer } from '#client/lib/offline-queue/entry-call';
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
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), DIRECT_SEND_TIMEOUT_MS);
  // The time limit is for the answer to come, as before; its (small) body is then read in full.
  const client = createApiClient(readingAsJson((request) => fetch(request).finally(() => clearTimeout(timer))));
  let answer: Answer;
  try {
    answer = answerOf(await sendEntry(client, { ...entry, state: 'waiting', attempts: 0 } as QueueEntry, 'customerId' in entry ? entry.customerId : null, controller.signal));
  } catch {
    // No answer (no network, server unreachable, too slow): it may or may not have arrived; the same key and body make it once either way.
    reportServerReachable(false);
    return keep(entry);
  } finally {
    clearTimeout(timer);
  }
  const outcome = classifyAnswer(answer.status, answer.code);
  if (outcome === 'written') return { kind: 'sent', data: answer.body as T };
  if (outcome === 'unanswered') return keep(entry);
  throw apiErrorFrom(answer.status, answer.body);
}

async function keep(entry: NewQueueEntry): Promise<Submitted<never>> {
  const kept = await addEntry(entry);
  announceQueueChange();
  askBackgroundSync();
  requestSync('kept');
  return { kind: 'kept', entry: kept };
}
