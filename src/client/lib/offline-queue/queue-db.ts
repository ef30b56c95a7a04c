import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ErrorParams } from '#shared/errors/codes';

/**
 * What this device keeps for the counter to go on working offline (issue 24, decision 051), in
 * IndexedDB through `idb`:
 * - `queue`: the writes made while the server could not be reached, in the order they were made
 *   (an auto-increment `seq`), each with the Idempotency-Key and the time of the tap made at the tap;
 * - `snapshots`: the last answers the screens read (the session, the customer list, each customer's
 *   detail and ledger last opened, the cash log of a day), with the time they were fetched.
 * Every record carries its owner — one user of one store, `userId:storeId` — and is only ever read
 * for that owner: another person signing in on the same device neither sees nor sends it.
 * Used by the pages and by the service worker (Background Sync), so nothing here touches the DOM.
 */
export const OFFLINE_DB_NAME = 'corner-store-offline';
const OFFLINE_DB_VERSION = 1;

export type EntryKind = 'credit' | 'payment' | 'customer' | 'cash-log';

/** waiting: to be sent; sending: handed to the server, answer not yet kept; attention: refused, the person decides. */
export type EntryState = 'waiting' | 'sending' | 'attention';

export type CreditBody = { amountCents: number; notes: string | null };
export type PaymentBody = CreditBody & { acceptStoreCredit?: boolean };
export type CustomerBody = { name: string; phone: string; email: string | null; address: string | null; notes: string | null };
export type CashLogBody = {
  startingCashCents: number;
  cashSalesCents: number;
  payoutsCents: number;
  expensesCents: number;
  actualCashCents: number;
  notes: string | null;
  /**
   * The log's updatedAt this device last saw; null: it knew of none (the server refuses to overwrite
   * a newer one). Left out after the person chose 'Save mine over it'.
   */
  baseUpdatedAt?: string | null;
};

/** Why the server refused an entry: its error code and the numbers its sentence needs. */
export type Refusal = { code: string; status: number; params: ErrorParams; at: string };

type EntryCommon = {
  seq?: number;
  /** `userId:storeId` of the person who made it. */
  owner: string;
  /** The Idempotency-Key, made at the tap: every send of this entry carries it. */
  key: string;
  /** The tap (ISO): sent as occurredAt; the business day the server judges it on. */
  occurredAt: string;
  /** Who made it (the session's name at the tap). */
  actorName: string;
  state: EntryState;
  /** How many times it was handed to the server. */
  attempts: number;
  refusal?: Refusal;
};

/** A give or a payment: for a customer the server knows (customerId) or one added offline before it (customerRef, that add's key). */
export type LedgerQueueEntry = EntryCommon & {
  kind: 'credit' | 'payment';
  customerId: string | null;
  customerRef: string | null;
  customerName: string;
  body: PaymentBody;
};
export type CustomerQueueEntry = EntryCommon & { kind: 'customer'; body: CustomerBody };
export type CashLogQueueEntry = EntryCommon & { kind: 'cash-log'; date: string; body: CashLogBody };
export type QueueEntry = LedgerQueueEntry | CustomerQueueEntry | CashLogQueueEntry;
export type NewQueueEntry = Omit<LedgerQueueEntry, 'seq' | 'state' | 'attempts'> | Omit<CustomerQueueEntry, 'seq' | 'state' | 'attempts'> | Omit<CashLogQueueEntry, 'seq' | 'state' | 'attempts'>;

/** A screen's last answer: `owner|name` → data and when it was fetched. */
export type Snapshot<T = unknown> = { id: string; owner: string; data: T; fetchedAt: number };

/** A customer added offline, once the server added it: the queued add's key → the server's id. */
export type ResolvedCustomer = { key: string; owner: string; customerId: string };

interface OfflineSchema extends DBSchema {
  queue: { key: number; value: QueueEntry; indexes: { owner: string; key: string } };
  snapshots: { key: string; value: Snapshot; indexes: { owner: string } };
  resolved: { key: string; value: ResolvedCustomer };
  meta: { key: string; value: { id: string; value: unknown } };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

let opening: Promise<OfflineDb> | null = null;

/** The device's database (one connection per page or worker). */
export function offlineDb(): Promise<OfflineDb> {
  opening ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, OFFLINE_DB_VERSION, {
    upgrade(db) {
      const queue = db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      queue.createIndex('owner', 'owner');
      queue.createIndex('key', 'key', { unique: true });
      const snapshots = db.createObjectStore('snapshots', { keyPath: 'id' });
      snapshots.createIndex('owner', 'owner');
      db.createObjectStore('resolved', { keyPath: 'key' });
      db.createObjectStore('meta', { keyPath: 'id' });
    },
    // Another tab opened a newer version: let it, and open again next time.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** For tests: forget the open connection (a fresh fake IndexedDB per test). */
export function resetOfflineDbForTests(): void {
  opening = null;
}

/** `userId:storeId` — whose queue and snapshots these are. */
export function ownerOf(session: { user: { id: string }; store: { id: string } | null } | null | undefined): string | null {
  if (!session?.store) return null;
  return `${session.user.id}:${session.store.id}`;
}

/** Keep a new entry at the end of the owner's queue; it is stored before anything is sent. */
export async function addEntry(entry: NewQueueEntry): Promise<QueueEntry> {
  const db = await offlineDb();
  const full = { ...entry, state: 'waiting', attempts: 0 } as QueueEntry;
  const seq = await db.add('queue', full);
  return { ...full, seq };
}

/** The owner's entries, oldest first. */
export async function listEntries(owner: string): Promise<QueueEntry[]> {
  const db = await offlineDb();
  const entries = await db.getAllFromIndex('queue', 'owner', owner);
  return entries.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

export async function getEntry(seq: number): Promise<QueueEntry | undefined> {
  return (await offlineDb()).get('queue', seq);
}

/** Change an entry that is still there (a discarded one stays gone). */
export async function updateEntry(seq: number, change: (entry: QueueEntry) => QueueEntry): Promise<QueueEntry | null> {
  const db = await offlineDb();
  const tx = db.transaction('queue', 'readwrite');
  const current = await tx.store.get(seq);
  if (!current) {
    await tx.done;
    return null;
  }
  const next = change(current);
  await tx.store.put(next);
  await tx.done;
  return next;
}

export async function removeEntry(seq: number): Promise<void> {
  await (await offlineDb()).delete('queue', seq);
}

/** Replace an entry by a new one at the same place in the order (a smaller amount: new body, new key). */
export async function replaceEntry(seq: number, entry: QueueEntry): Promise<void> {
  await (await offlineDb()).put('queue', { ...entry, seq });
}

export async function rememberResolved(resolved: ResolvedCustomer): Promise<void> {
  await (await offlineDb()).put('resolved', resolved);
}

export async function resolvedCustomer(key: string): Promise<ResolvedCustomer | undefined> {
  return (await offlineDb()).get('resolved', key);
}

export async function putSnapshot<T>(owner: string, name: string, data: T, fetchedAt = Date.now()): Promise<void> {
  await (await offlineDb()).put('snapshots', { id: `${owner}|${name}`, owner, data, fetchedAt });
}

export async function getSnapshot<T>(owner: string, name: string): Promise<Snapshot<T> | undefined> {
  return (await (await offlineDb()).get('snapshots', `${owner}|${name}`)) as Snapshot<T> | undefined;
}

export async function listSnapshots(owner: string): Promise<Snapshot[]> {
  return (await offlineDb()).getAllFromIndex('snapshots', 'owner', owner);
}

/** Signing out: the owner's snapshots go (the customer cache is cleared on leaving, spec part 1 §2); the queue stays. */
export async function dropSnapshots(owner: string): Promise<void> {
  const db = await offlineDb();
  const tx = db.transaction('snapshots', 'readwrite');
  for (const key of await tx.store.index('owner').getAllKeys(owner)) await tx.store.delete(key);
  await tx.done;
}

export async function getMeta<T>(id: string): Promise<T | undefined> {
  return (await (await offlineDb()).get('meta', id))?.value as T | undefined;
}

export async function setMeta(id: string, value: unknown): Promise<void> {
  await (await offlineDb()).put('meta', { id, value });
}

export async function deleteMeta(id: string): Promise<void> {
  await (await offlineDb()).delete('meta', id);
}
