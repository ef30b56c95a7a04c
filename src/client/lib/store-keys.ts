/**
 * Every query key of store data is built here, so cached data is always keyed by store: a query
 * of one store can never answer for another, even for a moment (DESIGN §1, issue 9 finding 15).
 * The query client refuses any other key (see `assertScopedKey`), so a new query cannot forget.
 */

/** The first element of every store-scoped key. */
export const STORE_KEY_ROOT = 'store';

/** Keys that are not store data: the session itself and the public configuration. */
const UNSCOPED_ROOTS = new Set(['session', 'public-config']);

/** The store of the signed-in session ('none' while signed out, before setup, or for an admin). */
let currentStoreId = 'none';

/** Called by the query client whenever the session changes (see session-scope.ts). */
export function setStoreScope(storeId: string | null): void {
  currentStoreId = storeId ?? 'none';
}

export function currentStoreScope(): string {
  return currentStoreId;
}

/** ['store', <store id>, ...parts]: the key of a datum of the signed-in session's store. */
export function storeKey<const T extends readonly unknown[]>(...parts: T): readonly ['store', string, ...T] {
  return [STORE_KEY_ROOT, currentStoreId, ...parts] as const;
}

/** The roots every feature's keys hang from (features never import each other). */
export const storeKeys = {
  get customers() {
    return storeKey('customers');
  },
  get dashboard() {
    return storeKey('dashboard');
  },
  get reports() {
    return storeKey('reports');
  },
  get dailyLogs() {
    return storeKey('daily-logs');
  },
  get employees() {
    return storeKey('employees');
  },
  get payroll() {
    return storeKey('payroll');
  },
  get currentStore() {
    return storeKey('stores', 'current');
  },
  get community() {
    return storeKey('community');
  },
  get adminAuditLog() {
    return storeKey('admin', 'audit-log');
  },
};

export function isStoreKey(key: readonly unknown[]): boolean {
  return key[0] === STORE_KEY_ROOT;
}

/** Throws for a key that is neither store-scoped nor one of the few unscoped ones. */
export function assertScopedKey(key: readonly unknown[]): void {
  if (isStoreKey(key) || UNSCOPED_ROOTS.has(String(key[0]))) return;
  // eslint-disable-next-line messages/no-literal-message -- never shown: a programmer's misuse, caught by the tests
  throw new Error(`Query key ${JSON.stringify(key)} is not keyed by store: build it with storeKey() (src/client/lib/store-keys.ts)`);
}

/**
 * `placeholderData` for a query whose key changes (a new search): keep showing the previous
 * results while the new ones load — but only from the same store, never another session's.
 */
export function keepPreviousStoreData<T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined {
  return previousQuery?.queryKey[1] === currentStoreId ? previous : undefined;
}
