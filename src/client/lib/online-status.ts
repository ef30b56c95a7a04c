import { useSyncExternalStore } from 'react';

/**
 * Whether the app can reach its server: the browser has a network connection (navigator.onLine and
 * its events) and the last request to the server got an answer. A browser may say it is online
 * while the server is out of reach (the shop's Wi-Fi is up, its internet is not) or never notice it
 * went offline; a request that gets no answer says so, and the next answer clears it.
 *
 * Offline, the app shows 'You are offline'; gives, payments, new customers and the cash log are
 * kept on the device and sent when the connection is back (decision 051, which replaces 032's
 * 'nothing is queued').
 */
let serverUnreachable = false;
const listeners = new Set<() => void>();

/** Told by every request to the server (api-client.ts, the offline queue's sync): answered or not. */
export function reportServerReachable(reachable: boolean): void {
  if (serverUnreachable === !reachable) return;
  serverUnreachable = !reachable;
  listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  listeners.add(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    listeners.delete(onChange);
  };
}

export function isOnlineNow(): boolean {
  return navigator.onLine && !serverUnreachable;
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnlineNow, () => true);
}
