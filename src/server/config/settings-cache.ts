import type { SystemSettings } from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import { beforeClose, connectionStringOf, listenerOf } from '../db/client';
import type { PgListener } from '../db/listener';
import { readSystemSettings } from './settings-store';

/** The channel a settings change is announced on (NOTIFY in the saving transaction: sent at commit). */
export const SETTINGS_CHANNEL = 'cs_system_settings';

/** Without a working LISTEN connection, cached settings are re-read when older than this. */
export const SETTINGS_FALLBACK_MAX_AGE_MS = 5_000;

/**
 * The process's copy of the system settings (decision 037). Read on the request path without a
 * query: `get()` answers from memory while this process LISTENs on SETTINGS_CHANNEL; a NOTIFY from
 * any instance (sent by the transaction that saved) marks the copy stale and the next `get()` reads
 * it again, once, whatever the number of requests waiting. Safe fallback: while the LISTEN
 * connection is not up (starting, lost, refused), a copy older than 5 s is re-read, so a missed
 * notification can never keep old settings for longer than that; a reconnect re-reads at once.
 */
export class SettingsCache {
  private value: SystemSettings | null = null;
  private loadedAt = 0;
  private stale = true;
  private loading: Promise<SystemSettings> | null = null;
  private subscribing: Promise<unknown> | null = null;
  private unlisten: (() => void) | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly listener: PgListener | null,
  ) {}

  /** Whether a NOTIFY would reach this process now. */
  get isListening(): boolean {
    return this.unlisten !== null && (this.listener?.isListening ?? false);
  }

  /** The current settings: from memory unless a change was announced (or LISTEN is down and the copy is old). */
  get(): Promise<SystemSettings> {
    const value = this.peek();
    if (value) return Promise.resolve(value);
    if (!this.unlisten && !this.subscribing && !this.closed && this.listener) this.listen(this.listener);
    return this.load();
  }

  /** The settings get() would answer from memory, or null when it would read the database. */
  peek(): SystemSettings | null {
    const value = this.value;
    return value && !this.stale && (this.isListening || Date.now() - this.loadedAt < SETTINGS_FALLBACK_MAX_AGE_MS) ? value : null;
  }

  /** This process saved: read again on the next get() (the NOTIFY tells the other instances). */
  invalidate(): void {
    this.stale = true;
  }

  private load(): Promise<SystemSettings> {
    if (this.loading) return this.loading;
    this.stale = false; // a NOTIFY arriving while reading sets it again
    const started = Date.now();
    this.loading = readSystemSettings(this.db)
      .then((settings) => {
        this.value = settings;
        this.loadedAt = started;
        return settings;
      })
      .catch((error: unknown) => {
        this.stale = true;
        if (this.value) return this.value; // the database hiccuped: keep serving the last known settings
        throw error;
      })
      .finally(() => (this.loading = null));
    return this.loading;
  }

  /** Subscribe once; the shared listener reconnects by itself (a lost connection marks the copy stale). */
  private listen(listener: PgListener): void {
    const markStale = () => (this.stale = true);
    this.subscribing = listener
      .listen(SETTINGS_CHANNEL, { notify: markStale, lost: markStale, reconnected: markStale })
      .then((unlisten) => {
        if (this.closed) unlisten();
        else this.unlisten = unlisten;
        this.stale = true; // whatever changed before we listened
        this.subscribing = null;
      })
      .catch(() => {
        // refused now: the 5 s fallback applies, and a get() a second later tries again
        setTimeout(() => (this.subscribing = null), 1_000).unref();
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.subscribing?.catch(() => undefined);
    this.unlisten?.();
    this.unlisten = null;
  }
}

const caches = new WeakMap<Db, SettingsCache>();

/** The settings cache of this database handle (one per pool, so one per instance). */
export function settingsCacheOf(db: Db): SettingsCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = new SettingsCache(db, connectionStringOf(db) ? listenerOf(db) : null);
    cache = created;
    caches.set(db, created);
    beforeClose(db, () => created.close());
  }
  return cache;
}

/** The current system settings, from this instance's cache (no query in the steady state). */
export function currentSettings(db: Db): Promise<SystemSettings> {
  return settingsCacheOf(db).get();
}

/** The settings when the copy in memory is current (what currentSettings would answer at once), else null. */
export function currentSettingsInMemory(db: Db): SystemSettings | null {
  return settingsCacheOf(db).peek();
}

/** Close the LISTEN connection of this database handle's cache (shutdown, end of a test). */
export async function closeSettingsCache(db: Db): Promise<void> {
  const cache = caches.get(db);
  caches.delete(db);
  await cache?.close();
}
