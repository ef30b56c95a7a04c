import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { SessionContext } from '#shared/session/session.schemas';
import { sessionQueryKey, setSessionDeviceCopy } from '#client/lib/auth/session';
import { currentStoreScope, isStoreKey, storeKey } from '#client/lib/store-keys';
import { deleteMeta, dropSnapshots, getMeta, getSnapshot, listSnapshots, offlineDb, ownerOf, putSnapshot, setMeta } from './queue-db';

/**
 * What the device keeps of the screens so the counter can read them offline (issue 24 point 6,
 * decision 051): the session of the person signed in, the first page of the customer list, and the
 * detail and first ledger page of each customer last opened, and each cash log day opened, with
 * the time each was fetched. Signing out (or the session ending) drops them; the queue stays.
 */
const LAST_OWNER = 'last-owner';
/** Customers whose detail and ledger are kept (the most recently fetched). */
export const KEPT_CUSTOMERS = 200;

type KeptQuery = { parts: unknown[]; data: unknown };

/** The store queries kept on the device, by the shape of their key after ['store', storeId]. */
export function keptPartsOf(key: QueryKey): string | null {
  if (!isStoreKey(key)) return null;
  const [, , feature, kind, arg] = key as unknown[];
  if (feature === 'customers' && kind === 'list' && arg === '') return 'customers|list';
  if (feature === 'customers' && (kind === 'detail' || kind === 'ledger') && typeof arg === 'string') return `customers|${kind}|${arg}`;
  if (feature === 'daily-logs' && kind === 'day' && typeof arg === 'string') return `daily-logs|day|${arg}`;
  return null;
}

/** An infinite query keeps its first page only (the rest is fetched again when online). */
function firstPageOf(data: unknown): unknown {
  const infinite = data as { pages?: unknown[]; pageParams?: unknown[] } | undefined;
  if (infinite && Array.isArray(infinite.pages) && Array.isArray(infinite.pageParams)) {
    return { pages: infinite.pages.slice(0, 1), pageParams: infinite.pageParams.slice(0, 1) };
  }
  return data;
}

const sessionCopy = {
  async keep(session: SessionContext | null) {
    const owner = ownerOf(session);
    if (!owner || !session) {
      // Signed out (here or elsewhere) or no store: what was kept of the last person goes; their queue stays.
      // The pointer goes first: from then on read() finds nothing, even if the page is left before
      // the snapshots are dropped (leaving a page aborts its IndexedDB work in progress).
      const last = await getMeta<string>(LAST_OWNER);
      await deleteMeta(LAST_OWNER);
      if (last) await dropSnapshots(last);
      return;
    }
    await setMeta(LAST_OWNER, owner);
    await putSnapshot(owner, 'session', session);
  },
  async read() {
    const owner = await getMeta<string>(LAST_OWNER);
    if (!owner) return null;
    return (await getSnapshot<SessionContext>(owner, 'session'))?.data ?? null;
  },
  async forget() {
    await sessionCopy.keep(null);
  },
};

/** Put what the device kept into the query cache, where nothing fresher is there yet. */
export async function restoreKeptQueries(client: QueryClient, owner: string): Promise<void> {
  const kept = await listSnapshots(owner);
  if (`${currentStoreScope()}` !== owner.split(':')[1]) return;
  for (const snapshot of kept) {
    const item = snapshot.data as KeptQuery;
    if (!item || !Array.isArray(item.parts)) continue;
    const key = storeKey(...item.parts);
    if (client.getQueryData(key) !== undefined) continue;
    client.setQueryData(key, item.data, { updatedAt: snapshot.fetchedAt });
    // A kept copy is for reading offline, never fresh: online, the screen that shows it asks the
    // server at once, however recent fetchedAt looks (a write since may have changed it: the copy
    // restored before the first render once hid a balance the server had moved).
    void client.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
  }
  await pruneKept(owner, kept);
}

async function pruneKept(owner: string, kept: Awaited<ReturnType<typeof listSnapshots>>): Promise<void> {
  const details = kept.filter((s) => s.id.startsWith(`${owner}|customers|detail|`)).sort((a, b) => b.fetchedAt - a.fetchedAt);
  if (details.length <= KEPT_CUSTOMERS) return;
  const db = await offlineDb();
  for (const old of details.slice(KEPT_CUSTOMERS)) {
    const customerId = old.id.slice(`${owner}|customers|detail|`.length);
    await db.delete('snapshots', old.id);
    await db.delete('snapshots', `${owner}|customers|ledger|${customerId}`);
  }
}

/**
 * Installs the device's copies: the session's (lib/auth/session.ts asks it when the server cannot
 * be reached), every successful answer of a kept query, and the kept queries put back into the
 * cache whenever the person signed in changes.
 */
export function installDeviceData(client: QueryClient): () => void {
  setSessionDeviceCopy(sessionCopy);
  let owner: string | null = null;
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const key = event.query.queryKey;
    if (key[0] === sessionQueryKey[0]) {
      const next = ownerOf(event.query.state.data as SessionContext | null | undefined);
      if (next && next !== owner) void restoreKeptQueries(client, next).catch(() => undefined);
      owner = next;
      return;
    }
    const parts = keptPartsOf(key);
    // Answers put back from the device are not kept again (updatedAt would be the old time anyway).
    if (!parts || !owner || event.action.manual) return;
    const data = firstPageOf(event.query.state.data);
    void putSnapshot(owner, parts, { parts: key.slice(2), data } satisfies KeptQuery, event.query.state.dataUpdatedAt).catch(() => undefined);
  });
  return () => {
    unsubscribe();
    setSessionDeviceCopy(null);
  };
}
