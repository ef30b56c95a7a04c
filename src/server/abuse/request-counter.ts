import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * One limit: at most `max` requests per `windowSeconds` in the bucket (e.g. 'signup:ip:203.0.113.9').
 * `checkOnly`: this request is not counted in the bucket, only refused when the bucket is already over.
 */
export type RequestLimit = { bucket: string; max: number; windowSeconds: number; checkOnly?: boolean };

/**
 * Count one request in every bucket (but the checkOnly ones) and say whether any is now over its limit. Each bucket's count
 * is one atomic upsert on request_counters (fixed windows aligned to the epoch), all in one
 * statement: concurrent requests cannot both slip under the limit, and every server instance sees
 * the same counts. A refused request still counts (hammering does not reopen the window).
 */
export async function isOverLimit(db: Db, limits: RequestLimit[]): Promise<boolean> {
  const unique = [...new Map(limits.map((l) => [l.bucket, l])).values()];
  if (unique.length === 0) return false;
  const rows = unique.map(
    (l) => sql`(${l.bucket}::text, to_timestamp(floor(extract(epoch from now()) / ${l.windowSeconds}::int) * ${l.windowSeconds}::int), ${l.checkOnly ? 0 : 1}::int, ${l.max}::int)`,
  );
  const result = await db.execute<{ over: boolean }>(sql`
    with wanted (bucket, window_start, hits, max) as (values ${sql.join(rows, sql`, `)}),
    counted as (
      insert into request_counters (bucket, window_start, hits)
      select bucket, window_start, hits from wanted
      on conflict (bucket, window_start) do update set hits = request_counters.hits + excluded.hits
      returning bucket, hits
    )
    select coalesce(bool_or(c.hits > w.max), false) as over from counted c join wanted w using (bucket)`);
  return result.rows[0]?.over === true;
}

/** Housekeeping: windows older than a day are over. */
export async function deleteOldRequestCounters(db: Db): Promise<number> {
  const result = await db.execute(sql`delete from request_counters where window_start < now() - interval '1 day'`);
  return result.rowCount ?? 0;
}
