/**
 * What the service worker decides (decision 032), as pure functions so they are unit-tested:
 * which requests it may answer from its cache, and what a push message shows and opens.
 * Imported by service-worker.ts (bundled into /sw.js at build time) — nothing from the DOM here.
 */
import { notificationPage } from '#shared/push/notification-page';
import { pushTexts } from '#client/texts/push';

/** App routes whose document is the SPA shell (the same list the server serves index.html for). */
const SHELL_PREFIXES = ['/auth', '/setup', '/dashboard', '/admin'];

/** Where the shell document is kept in the cache. */
export const SHELL_URL = '/dashboard';

/**
 * - 'shell': an app page — network first (always the newest), the cached shell only when offline;
 * - 'static': a built file (hashed /assets, icons, manifest, favicon) — cache first;
 * - 'network': everything else, /api above all — never touched, never cached.
 */
export type RequestRoute = 'shell' | 'static' | 'network';

export function routeRequest(request: { method: string; url: string; mode: string }, origin: string): RequestRoute {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname.startsWith('/api/') || url.pathname === '/api') return 'network';
  if (request.mode === 'navigate') {
    return SHELL_PREFIXES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`)) ? 'shell' : 'network';
  }
  if (url.search !== '') return 'network';
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) return 'static';
  return url.pathname === '/manifest.webmanifest' || url.pathname === '/favicon.svg' ? 'static' : 'network';
}

/** The cache of one build: a new deploy gets a new cache, and the old one is deleted on activation. */
export function cacheName(version: string): string {
  return `corner-store-${version}`;
}

export function isOldCache(name: string, version: string): boolean {
  return name.startsWith('corner-store-') && name !== cacheName(version);
}

export type ShownNotification = { title: string; options: { body: string; tag: string; icon: string; badge: string; data: { page: string } } };

/** A push message's JSON (see PushNotification) turned into what showNotification takes; garbage → a plain notice. */
export function notificationFromPush(text: string | null): ShownNotification {
  let data: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (typeof parsed === 'object' && parsed !== null) data = parsed as Record<string, unknown>;
  } catch {
    data = {};
  }
  const params = typeof data.params === 'object' && data.params !== null ? (data.params as Record<string, unknown>) : {};
  const { title, body } = pushTexts(data.kind, params, data.language);
  const tag = typeof data.kind === 'string' ? data.kind : 'corner-store';
  return { title, options: { body, tag, icon: '/icons/icon-192.png', badge: '/icons/maskable-192.png', data: { page: notificationPage(data.page) } } };
}

/** The absolute URL a click on the notification opens: its data's page, on this origin only. */
export function clickTarget(data: unknown, origin: string): string {
  const page = typeof data === 'object' && data !== null ? (data as { page?: unknown }).page : undefined;
  return new URL(notificationPage(page), origin).href;
}
