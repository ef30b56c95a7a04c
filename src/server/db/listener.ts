import pg from 'pg';
import type { Db } from './client';
import { applicationName, beforeClose } from './client';

/** What a channel of the instance's LISTEN connection calls. */
export type ChannelHandler = {
  /** A NOTIFY on the channel (sent at the commit of the transaction that made it). */
  notify: (payload: string) => void;
  /**
   * The connection was lost, or (re)confirmed: NOTIFYs may have been missed in between, so whatever
   * the handler keeps may be stale.
   */
  reset: () => void;
};

/**
 * The instance's one LISTEN connection per database handle (a pg.Client of its own, outside the
 * pool), shared by every in-memory copy that a NOTIFY invalidates: the system settings (decision
 * 037) and the sessions (decision 056). A channel counts as listened to only once its LISTEN has
 * answered on the current connection (`isListening`); until then, and whenever the connection is
 * lost, the copies must ask the database. A lost connection is retried every second.
 */
export class InstanceListener {
  private readonly handlers = new Map<string, ChannelHandler[]>();
  private client: pg.Client | null = null;
  private readonly confirmed = new Set<string>();
  private connecting: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private syncAgain: Promise<void> | null = null;
  private closed = false;

  constructor(private readonly connectionString: string | null) {}

  /** Whether a NOTIFY on `channel` committed from now on reaches this process. */
  isListening(channel: string): boolean {
    return this.client !== null && this.confirmed.has(channel);
  }

  /** The listening backend's pid (tests end it to simulate a lost connection). */
  get backendPid(): number | null {
    return (this.client as unknown as { processID?: number } | null)?.processID ?? null;
  }

  /** Listen on `channel` (the connection is opened with the first channel). */
  add(channel: string, handler: ChannelHandler): void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    const list = this.handlers.get(channel);
    if (list) {
      list.push(handler);
      return;
    }
    this.handlers.set(channel, [handler]);
    const client = this.client;
    if (client) {
      client
        .query(`LISTEN ${channel}`)
        .then(() => {
          if (this.client === client) this.confirmed.add(channel);
          this.resetChannel(channel);
        })
        .catch(() => undefined); // a failed LISTEN ends the connection: 'end' resets everything
    }
    this.start();
  }

  /** Open the connection unless it is open, opening or closed. */
  start(): void {
    if (this.client || this.connecting || this.closed || !this.connectionString) return;
    this.connecting = this.connect()
      .catch(() => this.scheduleRetry())
      .finally(() => (this.connecting = null));
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

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString!, application_name: applicationName() });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler.notify(message.payload ?? '');
    });
    client.on('error', () => undefined); // 'end' follows
    client.on('end', () => {
      if (this.client !== client) return;
      this.client = null;
      this.confirmed.clear();
      for (const channel of this.handlers.keys()) this.resetChannel(channel);
      if (!this.closed) this.scheduleRetry();
    });
    await client.connect();
    const channels = [...this.handlers.keys()];
    if (channels.length > 0) await client.query(channels.map((channel) => `LISTEN ${channel};`).join(' '));
    // The socket must not keep a finished process (a CLI command, a test) alive.
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    for (const channel of channels) this.confirmed.add(channel);
    // Whatever changed before we listened. (A channel added while connecting is LISTENed by add() once this is set.)
    for (const channel of channels) this.resetChannel(channel);
    for (const channel of this.handlers.keys()) if (!channels.includes(channel)) this.listenLate(client, channel);
  }

  private listenLate(client: pg.Client, channel: string): void {
    client
      .query(`LISTEN ${channel}`)
      .then(() => {
        if (this.client === client) this.confirmed.add(channel);
        this.resetChannel(channel);
      })
      .catch(() => undefined);
  }

  private resetChannel(channel: string): void {
    for (const handler of this.handlers.get(channel) ?? []) handler.reset();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.start();
    }, 1_000);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = null;
    this.confirmed.clear();
    await client?.end().catch(() => undefined);
  }
}

const listeners = new WeakMap<Db, InstanceListener>();

function connectionStringOf(db: Db): string | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (client as unknown as { options: { connectionString?: string } }).options.connectionString ?? null;
  return null;
}

/** The LISTEN connection of this database handle (one per pool, so one per instance); closed with the handle. */
export function listenerOf(db: Db): InstanceListener {
  let listener = listeners.get(db);
  if (!listener) {
    const created = new InstanceListener(connectionStringOf(db));
    listener = created;
    listeners.set(db, created);
    beforeClose(db, async () => {
      listeners.delete(db);
      await created.close();
    });
  }
  return listener;
}
