import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser has a network connection (navigator.onLine and its events). Offline, the
 * app shows 'You are offline'; gives, payments, new customers and the cash log are kept on the
 * device and sent when the connection is back (decision 051, which replaces 032's 'nothing is
 * queued').
 */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
