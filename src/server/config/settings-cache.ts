import type { SystemSettings } from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import { listenerOf, type InstanceListener } from '../db/listener';
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
  private readonly listener: InstanceListener;

  constructor(private readonly db: Db) {
    this.listener = listenerOf(db);
    // A NOTIFY, or a LISTEN connection lost or (re)confirmed: read again on the next get().
    this.listener.add(SETTINGS_CHANNEL, { notify: () => (this.stale = true), reset: () => (this.stale = true) });
  }

  /** Whether a NOTIFY would reach this process now. */
  get isListening(): boolean {
    return this.listener.isListening(SETTINGS_CHANNEL);
  }

  /** The current settings: from memory unless a change was announced (or LISTEN is down and the copy is old). */
  get(): Promise<SystemSettings> {
    const value = this.value;
    const listening = this.isListening;
    if (value && !this.stale && (listening || Date.now() - this.loadedAt < SETTINGS_FALLBACK_MAX_AGE_MS)) return Promise.resolve(value);
    if (!listening) this.listener.start();
    return this.load();
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
}

const caches = new WeakMap<Db, SettingsCache>();

/** The settings cache of this database handle (one per pool, so one per instance). */
export function settingsCacheOf(db: Db): SettingsCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SettingsCache(db);
    caches.set(db, cache);
  }
  return cache;
}

/** The current system settings, from this instance's cache (no query in the steady state). */
export function currentSettings(db: Db): Promise<SystemSettings> {
  return settingsCacheOf(db).get();
}

