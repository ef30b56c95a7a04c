/**
 * The service worker (/sw.js, decision 032): caches this build's shell and static files so the
 * app opens offline, never caches /api, shows push notifications and opens their page on click.
 * Bundled by the build (scripts/vite-pwa-plugin.ts), which fills in the build's version and files.
 * The DOM types do not describe a worker's scope: the few parts used are typed here.
 */
import { cacheName, clickTarget, isOldCache, notificationFromPush, routeRequest, SHELL_URL } from './sw-rules';
import { syncQueue } from '#client/lib/offline-queue/sync-engine';

declare const __SW_VERSION__: string;
declare const __PRECACHE__: string[];

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: { data: unknown; close(): void } };
type SyncEvent = ExtendableEvent & { tag: string };
type WindowClient = { url: string; focus(): Promise<WindowClient>; navigate(url: string): Promise<WindowClient | null> };
type Scope = {
  location: Location;
  registration: { showNotification(title: string, options: object): Promise<void> };
  clients: { claim(): Promise<void>; matchAll(options: object): Promise<WindowClient[]>; openWindow(url: string): Promise<WindowClient | null> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
};

const sw = self as unknown as Scope;
/** The tag pages register (src/client/features/offline/sync-runner.ts SYNC_TAG). */
const QUEUE_SYNC_TAG = 'corner-store-queue';
const CACHE = cacheName(__SW_VERSION__);
const origin = sw.location.origin;

sw.addEventListener('install', (event) => {
  // The new version downloads everything it needs now; it takes over only when the person
  // chooses to reload (the update prompt), or on the first install.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL_URL, ...__PRECACHE__])));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => isOldCache(name, __SW_VERSION__)).map((name) => caches.delete(name))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
});

/**
 * Background Sync (decision 051): the browser wakes the worker when the connection returns, even
 * with no tab open, and the worker sends the signed-in person's queue as a page would (same engine,
 * same Web Lock, same keys). A pass stopped at an unanswered entry fails the event, so the browser
 * tries again later; the pages hear of every change on the queue's BroadcastChannel.
 */
sw.addEventListener('sync', (event) => {
  if (event.tag !== QUEUE_SYNC_TAG) return;
  const channel = new BroadcastChannel('corner-store-queue');
  event.waitUntil(
    syncQueue({ fetch: (...args) => fetch(...args), onChange: () => channel.postMessage('changed') }).then((result) => {
      channel.postMessage('changed');
      channel.close();
      // eslint-disable-next-line messages/no-literal-message -- never shown: tells the browser's background sync to retry
      if (result.state === 'later') throw new Error('queue not sent yet: the browser retries');
    }),
  );
});

sw.addEventListener('fetch', (event) => {
  const route = routeRequest(event.request, origin);
  if (route === 'shell') event.respondWith(shellFirstFromNetwork(event.request));
  if (route === 'static') event.respondWith(staticFromCache(event.request));
  // 'network': not answered here; the browser fetches it as if there were no service worker.
});

/** App pages: the server's newest shell; the cached shell only when the network fails. */
async function shellFirstFromNetwork(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const cached = await caches.match(SHELL_URL, { cacheName: CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** Hashed build files never change: the cache answers; a miss is fetched and kept. */
async function staticFromCache(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('push', (event) => {
  const shown = notificationFromPush(event.data ? event.data.text() : null);
  event.waitUntil(sw.registration.showNotification(shown.title, shown.options));
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = clickTarget(event.notification.data, origin);
  event.waitUntil(openPage(target));
});

/** Reuse a window of the app when there is one (navigated to the page), else open one. */
async function openPage(target: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows.filter((w) => new URL(w.url).origin === origin)) {
    try {
      const navigated = await client.navigate(target);
      await (navigated ?? client).focus().catch(() => undefined);
      return;
    } catch {
      // not controlled by this worker: try the next window, or open one
    }
  }
  await sw.clients.openWindow(target);
}
