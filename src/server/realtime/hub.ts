import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listenerOf } from '../db/client';
import { currentSettings } from '../config/settings-cache';
import { LAST_SEEN_STEP_MS } from '../auth/last-seen';
import { COMMUNITY_CHANNEL, SESSION_END_CHANNEL, eventBounds, readEventsAfter, type EventRow } from './event-log';

/** One open live stream: its session, and how to hand it events or end it. */
export type Subscriber = {
  sessionId: string;
  deliver: (rows: EventRow[]) => void;
  /** End the stream: its session ended (signed out, revoked, expired, user deleted), or the server stops. */
  end: (reason: 'session' | 'shutdown') => void;
};

export type RealtimeHubOptions = {
  /** Its pool; LISTEN goes through this handle's listener (listenerOf). */
  db: Db;
  sessionCheckMs?: number;
  log?: (line: string) => void;
};

/**
 * The process's end of the board's live updates (docs/decisions/024, 025, 053). The process's LISTEN
 * connection (db/listener.ts) carries the board's channel and the session-end channel. A notification makes the
 * hub read the new events from community_events once (whatever the number of streams) and hand
 * them to every stream. Nothing per-user is kept that another instance would need: the events and
 * the sessions are in the database. Sessions are checked once per delivered batch and on an
 * interval (one query for all streams), and a deleted session's streams end at its NOTIFY.
 */
export class RealtimeHub {
  private readonly subscribers = new Set<Subscriber>();
  private stopListening: (() => void) | null = null;
  private starting: Promise<void> | null = null;
  private lastSeen = 0;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly options: RealtimeHubOptions) {}

  get db(): Db {
    return this.options.db;
  }

  get size(): number {
    return this.subscribers.size;
  }

  /** Add a stream (LISTEN starts with the first); returns how to remove it. */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    await this.start();
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private start(): Promise<void> {
    if (this.stopListening) return Promise.resolve();
    this.starting ??= this.listen().finally(() => (this.starting = null));
    return this.starting;
  }

  /**
   * The board's channel and the session-end channel on the process's LISTEN connection
   * (db/listener.ts), which reopens itself after a restart or a failover: then whatever was written
   * meanwhile is read, and sessions that ended meanwhile are checked.
   */
  private async listen(): Promise<void> {
    if (this.closed) throw new Error('realtime hub closed');
    const listener = listenerOf(this.db, this.options.log);
    if (this.lastSeen === 0) this.lastSeen = (await eventBounds(this.db)).latest;
    const catchUp = () => {
      this.drain();
      void this.checkSessions().catch(() => undefined);
    };
    const stopBoard = await listener.listen(COMMUNITY_CHANNEL, { notify: () => this.drain(), reconnected: catchUp });
    const stopSessions = await listener
      .listen(SESSION_END_CHANNEL, { notify: (payload) => payload && this.endSessions(new Set([payload])) })
      .catch((error: unknown) => {
        stopBoard();
        throw error;
      });
    this.stopListening = () => {
      stopBoard();
      stopSessions();
    };
    if (this.closed) this.stopListening();
    this.timer ??= setInterval(() => void this.checkSessions().catch(() => undefined), this.options.sessionCheckMs ?? 30_000);
    this.timer.unref();
    // Events written between reading the bounds and LISTEN (or during an earlier failed start).
    this.drain();
  }

  /** Read the events after the last seen and hand them out; one read at a time, repeated while notifications came in. */
  private drain() {
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = (async () => {
      do {
        this.drainAgain = false;
        try {
          const rows = await readEventsAfter(this.db, this.lastSeen);
          if (rows.length === 0) continue;
          this.lastSeen = rows[rows.length - 1]!.id;
          if (rows.length === 1000) this.drainAgain = true;
          await this.checkSessions();
          for (const subscriber of this.subscribers) subscriber.deliver(rows);
        } catch (error) {
          this.options.log?.(`[realtime] delivery failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      } while (this.drainAgain);
    })().finally(() => (this.draining = null));
  }

  /** End the streams whose session is gone or expired: one query for all of them. */
  async checkSessions(): Promise<void> {
    if (this.subscribers.size === 0) return;
    const ids = [...new Set([...this.subscribers].map((s) => s.sessionId))];
    // The platform's session timeout (system settings) ends idle sessions too: last seen + timeout + step.
    const idleSeconds = (await currentSettings(this.db)).session_timeout * 60 + LAST_SEEN_STEP_MS / 1000;
    const result = await this.db.execute<{ id: string }>(
      sql`select id from sessions where id = any(${sql.param(ids)}::text[]) and expires_at > now()
            and updated_at > now() - make_interval(secs => ${idleSeconds})`,
    );
    const alive = new Set(result.rows.map((row) => row.id));
    this.endSessions(new Set(ids.filter((id) => !alive.has(id))));
  }

  private endSessions(ended: Set<string>) {
    if (ended.size === 0) return;
    for (const subscriber of [...this.subscribers]) {
      if (!ended.has(subscriber.sessionId)) continue;
      this.subscribers.delete(subscriber);
      subscriber.end('session');
    }
  }

  /** Close every stream and the LISTEN connection (shutdown, end of a test). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    for (const subscriber of [...this.subscribers]) subscriber.end('shutdown');
    this.subscribers.clear();
    await this.starting?.catch(() => undefined);
    this.stopListening?.();
    this.stopListening = null;
  }
}
