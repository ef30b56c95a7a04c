import type pg from 'pg';
import { connectToUsableHost, locatorFor, type HostLocator } from './hosts';

/** What a part of the server does with one NOTIFY channel. */
export type ChannelHandler = {
  /** A notification arrived (payload '' when none was sent). */
  notify: (payload: string) => void;
  /** The connection was lost: notifications are missed until `reconnected`. */
  lost?: () => void;
  /** LISTEN is active again after a loss (a restart, a failover): catch up on what was missed. */
  reconnected?: () => void;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

/**
 * The process's one LISTEN connection (decision 053): every part of the server that needs
 * notifications (live board, ended sessions, system settings, …) adds a channel and a handler
 * here. The connection goes to the read-write host of the connection string (multi-host strings
 * included); when it is lost (the server restarted, the primary failed over) it is opened again,
 * with backoff from 100 ms to 2 s, every channel is LISTENed again and each handler's
 * `reconnected` runs so it can read what it missed. Handlers must fall back to the database while
 * it is down (`isListening` says whether a NOTIFY would reach this process now).
 */
export class PgListener {
  private readonly handlers = new Map<string, Set<ChannelHandler>>();
  private readonly locator: HostLocator;
  private client: pg.Client | null = null;
  /** The channels LISTENed on the current connection. */
  private listened = new Set<string>();
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = RETRY_FIRST_MS;
  private hasConnected = false;
  private syncing: Promise<void> | null = null;
  private syncAgain: Promise<void> | null = null;
  private closed = false;

  constructor(
    connectionString: string,
    private readonly applicationName: string,
    private readonly log?: (line: string) => void,
  ) {
    this.locator = locatorFor(connectionString);
  }

  get isListening(): boolean {
    return this.client !== null;
  }

  /** Whether a NOTIFY on `channel` committed from now on reaches this process (its LISTEN answered on this connection). */
  isListeningOn(channel: string): boolean {
    return this.client !== null && this.listened.has(channel);
  }

  /**
   * Register `handler` without waiting (an in-memory copy made at start-up): the connection is
   * opened in the background and, while the database cannot be reached, tried again with backoff.
   * Until `isListeningOn(channel)`, the copy must ask the database.
   */
  add(channel: string, handler: ChannelHandler): void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name: ${channel}`);
    if (this.closed) return;
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    void this.listenOn(channel).catch(() => this.scheduleRetry());
  }

  /** Open the connection in the background unless it is open, opening or closed (a copy found it down). */
  start(): void {
    if (this.client || this.connecting || this.closed || this.handlers.size === 0) return;
    this.connect().catch(() => this.scheduleRetry());
  }

  /**
   * Resolves once every NOTIFY committed before this call has been handed to its handler: a round
   * trip on the LISTEN connection (PostgreSQL sends a listener its pending notifications before
   * answering its next query). Several callers share one round trip. Without a connection there is
   * nothing to wait for (nothing is served from the copies then).
   */
  sync(): Promise<void> {
    const client = this.client;
    if (!client) return Promise.resolve();
    if (!this.syncing) {
      this.syncing = client
        .query('select 1')
        .then(() => undefined, () => undefined)
        .finally(() => (this.syncing = null));
      return this.syncing;
    }
    // A round trip already under way may have been sent before the caller's commit: wait for the next one.
    this.syncAgain ??= this.syncing.then(() => {
      this.syncAgain = null;
      return this.sync();
    });
    return this.syncAgain;
  }

  /** The backend pid of the LISTEN connection (tests end it to play a lost connection). */
  get processId(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  /**
   * Listen on `channel` with `handler`; resolves once LISTEN is active, with how to stop. Rejects
   * (and forgets the handler) when the database cannot be reached now. Once listening, a lost
   * connection is reopened by the listener itself and `reconnected` runs.
   */
  async listen(channel: string, handler: ChannelHandler): Promise<() => void> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name: ${channel}`);
    if (this.closed) throw new Error('listener closed');
    const set = this.handlers.get(channel) ?? new Set();
    set.add(handler);
    this.handlers.set(channel, set);
    const remove = () => {
      set.delete(handler);
      if (set.size === 0 && this.handlers.get(channel) === set) {
        this.handlers.delete(channel);
        this.listened.delete(channel);
        this.client?.query(`UNLISTEN ${channel}`).catch(() => undefined);
      }
    };
    try {
      await this.listenOn(channel);
    } catch (error) {
      remove(); // the caller decides whether to try again
      throw error;
    }
    return remove;
  }

  private async listenOn(channel: string): Promise<void> {
    if (!this.client) await this.connect();
    const client = this.client as pg.Client | null;
    if (client && !this.listened.has(channel)) {
      await client.query(`LISTEN ${channel}`);
      if (this.client === client) this.listened.add(channel);
    }
  }

  private connect(): Promise<void> {
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<void> {
    if (this.client) return;
    const client = await connectToUsableHost(this.locator, {
      application_name: this.applicationName,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('error', () => undefined); // 'end' follows
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler.notify(message.payload ?? '');
    });
    client.on('end', () => this.onLost(client));
    // The socket must not keep a finished process (a CLI command, a test) alive.
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    const channels = [...this.handlers.keys()];
    try {
      if (channels.length) await client.query(channels.map((c) => `LISTEN ${c}`).join('; '));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.listened = new Set(channels);
    this.retryMs = RETRY_FIRST_MS;
    const isReconnect = this.hasConnected;
    this.hasConnected = true;
    if (isReconnect) {
      this.log?.('[db] LISTEN connection back');
      for (const handler of this.allHandlers()) handler.reconnected?.();
    }
  }

  private onLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    this.log?.('[db] LISTEN connection lost; reconnecting');
    for (const handler of this.allHandlers()) handler.lost?.();
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry || this.client) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed || this.client || this.handlers.size === 0) return;
      this.connect().catch(() => this.scheduleRetry());
    }, delay);
    this.retry.unref();
  }

  private allHandlers(): ChannelHandler[] {
    return [...this.handlers.values()].flatMap((set) => [...set]);
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
