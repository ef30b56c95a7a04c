/**
 * Keys of everything the app keeps in localStorage. Sign-out removes them all (spec part 1 §2:
 * the customer cache and the sales cache are cleared on leaving the signed-in state).
 * Add a key here before using it anywhere.
 */
export const localCacheKeys = {
  customers: 'corner-store:customers-cache',
  sales: 'corner-store:sales-cache',
} as const;

export function clearLocalState(storage: { local?: Storage; session?: Storage } = safeStorages()) {
  for (const key of Object.values(localCacheKeys)) storage.local?.removeItem(key);
  storage.session?.clear();
}

function safeStorages(): { local?: Storage; session?: Storage } {
  try {
    return { local: window.localStorage, session: window.sessionStorage };
  } catch {
    return {};
  }
}
