import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Reads from a streaming replica (DATABASE_READ_URL, decision 061): reports, exports and the admin's
 * lists. The replica is used only when it is reachable, no more than `maxLagMs` behind the primary,
 * and — when the caller wrote recently — has replayed the primary's WAL up to that write
 * (read-your-writes). Otherwise the primary answers, as it does without DATABASE_READ_URL.
 *
 * Lag is read on the replica: 0 while it has replayed all it received, else the age of the last
 * transaction it replayed (`now() - pg_last_xact_replay_timestamp()`); a replica whose WAL receiver is
 * not streaming (cut off from the primary) is not used at all, since it cannot know how far behind it
 * is. The status is cached for `statusTtlMs`, so reads cost one small query a second at most.
 */
export type ReplicaStatus = {
  isUsable: boolean;
  /** The replica's replay position (null: unreachable, or a server not in recovery, which has everything). */
  replayLsn: bigint | null;
  lagMs: number;
  /** Why the primary answers instead, when it does. */
  reason?: 'unreachable' | 'lagging';
  checkedAt: number;
};

export type ReadReplicaOptions = { maxLagMs?: number; statusTtlMs?: number; timeoutMs?: number; now?: () => number };

/** 'XXXXXXXX/YYYYYYYY' (pg_lsn as text; '-' for '/' in a cookie) → a number that compares as PostgreSQL compares them. */
export function parseLsn(text: string | null | undefined): bigint | null {
  const match = /^([0-9A-Fa-f]{1,8})[/-]([0-9A-Fa-f]{1,8})$/.exec(text ?? '');
  return match ? (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`) : null;
}

export class ReadReplica {
  readonly maxLagMs: number;
  private readonly statusTtlMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private cached: ReplicaStatus | null = null;
  private checking: Promise<ReplicaStatus> | null = null;

  constructor(
    readonly primary: Db,
    readonly replica: Db,
    options: ReadReplicaOptions = {},
  ) {
    this.maxLagMs = options.maxLagMs ?? 5_000;
    this.statusTtlMs = options.statusTtlMs ?? 1_000;
    this.timeoutMs = options.timeoutMs ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  /** The primary's WAL position now: after a write has committed, a replica that replayed it has that write. */
  async primaryLsn(): Promise<string> {
    const { rows } = await this.primary.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
    return rows[0]!.lsn;
  }

  /** Where a read goes: the replica when usable and (given the caller's last write) caught up to it; else the primary. */
  async choose(lastWriteLsn: string | null | undefined): Promise<Db> {
    const status = await this.status();
    if (!status.isUsable) return this.primary;
    const written = parseLsn(lastWriteLsn);
    if (written !== null && status.replayLsn !== null && status.replayLsn < written) return this.primary;
    return this.replica;
  }

  /** The replica's status, checked at most once per statusTtlMs (concurrent callers share one check). */
  async status(): Promise<ReplicaStatus> {
    if (this.cached && this.now() - this.cached.checkedAt < this.statusTtlMs) return this.cached;
    this.checking ??= this.check().finally(() => (this.checking = null));
    return this.checking;
  }

  private async check(): Promise<ReplicaStatus> {
    const at = this.now();
    let status: ReplicaStatus;
    try {
      const position = await withTimeout(this.replicaPosition(), this.timeoutMs);
      if (!position.isInRecovery) status = { isUsable: true, replayLsn: null, lagMs: 0, checkedAt: at };
      else {
        const lagMs = position.isStreaming && position.lagMs !== null ? position.lagMs : Number.POSITIVE_INFINITY;
        const isUsable = lagMs <= this.maxLagMs;
        status = { isUsable, replayLsn: position.replayLsn, lagMs, checkedAt: at, ...(isUsable ? {} : { reason: 'lagging' as const }) };
      }
    } catch {
      status = { isUsable: false, replayLsn: null, lagMs: Number.POSITIVE_INFINITY, reason: 'unreachable', checkedAt: at };
    }
    this.cached = status;
    return status;
  }

  private async replicaPosition(): Promise<{ isInRecovery: boolean; isStreaming: boolean; replayLsn: bigint | null; lagMs: number | null }> {
    const { rows } = await this.replica.execute<{ recovery: boolean; streaming: boolean; replay: string | null; lag_ms: number | null }>(sql`
      select pg_is_in_recovery() as recovery,
             exists (select 1 from pg_stat_wal_receiver where status = 'streaming') as streaming,
             pg_last_wal_replay_lsn()::text as replay,
             case when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
                  else (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 end as lag_ms`);
    const row = rows[0]!;
    return { isInRecovery: row.recovery, isStreaming: row.streaming, replayLsn: parseLsn(row.replay), lagMs: row.lag_ms === null ? null : Number(row.lag_ms) };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`replica status: no answer in ${ms} ms`)), ms);
  });
  work.catch(() => undefined); // a late failure after the timeout is already judged
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
