import pg from 'pg';
import type { SystemSettings } from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import { applicationName, beforeClose } from '../db/client';
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
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly connectionString: string | null,
  ) {}

  /** Whether a NOTIFY would reach this process now. */
  get isListening(): boolean {
    return this.client !== null;
  }

  /** The current settings: from memory unless a change was announced (or LISTEN is down and the copy is old). */
  get(): Promise<SystemSettings> {
    const value = this.value;
    if (value && !this.stale && (this.client || Date.now() - this.loadedAt < SETTINGS_FALLBACK_MAX_AGE_MS)) return Promise.resolve(value);
    if (!this.client && !this.connecting && !this.closed && this.connectionString) this.listen();
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

  private listen(): void {
    this.connecting = this.connect()
      .catch(() => this.scheduleRetry())
      .finally(() => (this.connecting = null));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString!, application_name: applicationName() });
    client.on('notification', () => (this.stale = true));
    client.on('error', () => undefined); // 'end' follows
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = null;
      this.stale = true;
      if (!this.closed) this.scheduleRetry();
    });
    await client.connect();
    await client.query(`LISTEN ${SETTINGS_CHANNEL}`);
    // The socket must not keep a finished process (a CLI command, a test) alive.
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.stale = true; // whatever changed before we listened
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed && !this.client && !this.connecting) this.listen();
    }, 1_000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

const caches = new WeakMap<Db, SettingsCache>();

function connectionStringOf(db: Db): string | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (client as unknown as { options: { connectionString?: string } }).options.connectionString ?? null;
  return null;
}

/** The settings cache of this database handle (one per pool, so one per instance). */
export function settingsCacheOf(db: Db): SettingsCache {
  let cache = caches.get(db);
  if (!cache) {
    const created = new SettingsCache(db, connectionStringOf(db));
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

/** Close the LISTEN connection of this database handle's cache (shutdown, end of a test). */
export async function closeSettingsCache(db: Db): Promise<void> {
  const cache = caches.get(db);
  caches.delete(db);
  await cache?.close();
}
