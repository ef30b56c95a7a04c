import { syncQueue, type SyncResult } from '#client/lib/offline-queue/sync-engine';
import { announceQueueChange } from './queue-events';
import { reportServerReachable } from '#client/lib/online-status';
import { FIRST_RETRY_MS, nextRetryDelay } from './retry-delay';

/**
 * When the page sends the queue: at start, on `online`, after a tap kept something, when the tab
 * comes back into view, and after a pass stopped at an unanswered entry on a backoff timer
 * (retry-delay.ts: doubling up to a minute when the server gave no answer, up to 5 s when it answered
 * "not now"). Background Sync is asked for too where the browser has it, so the service worker sends
 * the queue when the connection returns even with no tab open.
 */
export const SYNC_TAG = 'corner-store-queue';

let running: Promise<SyncResult> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
/** The last retry's wait; null: none since the last pass that was not stopped. */
let lastWait: number | null = null;
const afterPass = new Set<(result: SyncResult) => void>();

/** Run after every pass (the pages refresh what the server changed). */
export function onSyncPass(listener: (result: SyncResult) => void): () => void {
  afterPass.add(listener);
  return () => afterPass.delete(listener);
}

export function requestSync(_reason: string): void {
  if (running) {
    again = true;
    return;
  }
  clearTimeout(retryTimer);
  running = syncQueue({ fetch: (...args) => fetch(...args), onChange: () => announceQueueChange() })
    .catch((): SyncResult => ({ state: 'later', written: 0, refused: 0 }))
    .then((result) => {
      running = null;
      // The pass asked the server first: an answer (or none) says whether it can be reached.
      if (result.state !== 'busy') reportServerReachable(result.reached !== false);
      afterPass.forEach((listener) => listener(result));
      // Unanswered, or another tab (or the worker) was sending: look again shortly.
      if (result.state === 'later' || result.state === 'busy') scheduleRetry(result.reached !== false);
      else lastWait = null;
      if (again) {
        again = false;
        if (result.state !== 'later') requestSync('again');
      }
      return result;
    });
}

function scheduleRetry(reached: boolean): void {
  clearTimeout(retryTimer);
  const wait = lastWait === null ? FIRST_RETRY_MS : nextRetryDelay(lastWait, reached);
  lastWait = wait;
  retryTimer = setTimeout(() => {
    // Offline as far as the browser knows: the 'online' event starts the next pass.
    if (navigator.onLine) requestSync('retry');
  }, wait);
}

/** Start sending at once when the connection returns (the backoff starts over). */
export function startSyncTriggers(): () => void {
  const onOnline = () => {
    lastWait = null;
    requestSync('online');
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) requestSync('visible');
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  requestSync('start');
  return () => {
    window.removeEventListener('online', onOnline);
    document.removeEventListener('visibilitychange', onVisible);
    clearTimeout(retryTimer);
  };
}

type SyncManager = { register(tag: string): Promise<void> };

/** Ask the browser to wake the service worker when the connection returns (after something was kept). */
export function askBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.getRegistration().then((registration) => {
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
    return sync?.register(SYNC_TAG);
  }).catch(() => undefined);
}
