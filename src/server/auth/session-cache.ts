import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { listenerOf, onNotice } from '../db/client';
import type { PgListener } from '../db/listener';
import type { AppEnv } from '../http/types';

/** The channel of every change to what a session is or may do (triggers of migration 0020). */
export const SESSION_CHANNEL = 'cs_session_change';
/** The NOTICE those triggers raise to the connection that made the change. */
const SESSION_CHANGE_NOTICE = 'cs_session_change';
/** Sessions kept per instance; the least recently stored is dropped beyond this. */
const MAX_ENTRIES = 10_000;

/** What the session lookup reads (session, user, name, membership, store): the fields a copy must carry. */
export type SessionRow = {
  sessionId: string;
  expiresAt: Date;
  createdAt: Date;
  lastSeenAt: Date;
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  displayName: string | null;
  storeId: string | null;
  role: 'store_owner' | 'employee' | null;
  isFirstLogin: boolean | null;
  timezone: string | null;
  subscriptionStatus: string | null;
  trialEndDate: Date | null;
  subscriptionEndDate: Date | null;
  paymentSubscriptionId: string | null;
};

/**
 * The instance's copies of session rows, by token (decision 056). A copy is served only while the
 * instance's LISTEN connection has confirmed the channel; a NOTIFY drops the copies it names, and a
 * lost or (re)confirmed connection drops them all. A row read from the database is kept only when no
 * NOTIFY arrived and the connection stayed up while it was read (`ticket` before, `put` after), so a
 * change that committed during the read cannot be hidden by the copy.
 */
export class SessionCache {
  private readonly entries = new Map<string, SessionRow>();
  private generation = 0;
  /** Session-changing writes this instance has made (NOTICEs on its pool), and how many of them its copies surely know. */
  changesMade = 0;
  private changesSettled = 0;

  constructor(readonly listener: PgListener) {
    // A lost connection, and the one that replaces it, may have missed NOTIFYs: no copy survives either.
    listener.add(SESSION_CHANNEL, { notify: (payload) => this.drop(payload), lost: () => this.clear(), reconnected: () => this.clear() });
  }

  get isListening(): boolean {
    return this.listener.isListeningOn(SESSION_CHANNEL);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The copy for this token, only while NOTIFYs reach this instance. */
  get(token: string): SessionRow | undefined {
    if (!this.isListening) {
      this.listener.start();
      return undefined;
    }
    return this.entries.get(token);
  }

  /** Taken before reading the row from the database; null when the copy could not be trusted anyway. */
  ticket(): number | null {
    return this.isListening ? this.generation : null;
  }

  /** Keep the row read under `ticket`, unless something changed (or the connection went) meanwhile. */
  put(token: string, row: SessionRow, ticket: number | null): void {
    if (ticket === null || ticket !== this.generation || !this.isListening) return;
    this.entries.delete(token);
    this.entries.set(token, row);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(token: string): void {
    this.entries.delete(token);
  }

  /** Resolves once every change this instance committed so far has reached its own copies. */
  async settle(): Promise<void> {
    const made = this.changesMade;
    await this.listener.sync();
    if (made > this.changesSettled) this.changesSettled = made;
  }

  /**
   * Before a copy is served: NOTIFYs already received are handled first (one turn of the event loop,
   * so the LISTEN socket is read), and a change this instance made itself outside a request (a job, a
   * CLI command on this handle) is waited for.
   */
  async catchUp(): Promise<void> {
    if (this.changesMade !== this.changesSettled) await this.settle();
    else await new Promise<void>((resolve) => setImmediate(resolve));
  }

  private drop(payload: string): void {
    this.generation += 1;
    if (payload === '*') return this.entries.clear();
    const id = payload.slice(2);
    const field = payload.startsWith('s:') ? 'sessionId' : payload.startsWith('u:') ? 'userId' : payload.startsWith('t:') ? 'storeId' : null;
    if (!field) return this.entries.clear(); // unknown: drop everything rather than keep something stale
    for (const [token, row] of this.entries) if (row[field] === id) this.entries.delete(token);
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The session cache of this database handle (one per pool, so one per instance). */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = new SessionCache(listenerOf(db));
    cache = created;
    caches.set(db, created);
    onNotice(db, (message) => {
      if (message === SESSION_CHANGE_NOTICE) created.changesMade += 1;
    });
  }
  return cache;
}

/**
 * Read-your-writes on this instance: a request during which this instance changed a session (sign-out,
 * revocation, role change, deleted employee…) answers only once its own LISTEN connection has received
 * the NOTIFY, so the client's next request here cannot be served from the old copy. Other requests
 * pay nothing.
 */
export const settleSessionChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
  const cache = sessionCacheOf(c.get('deps').db);
  const before = cache.changesMade;
  await next();
  if (cache.changesMade !== before) await cache.settle();
};
