// Shared by the admin measurements: a platform admin signed in on the measured app, and many stores made in SQL.
import { sql } from 'drizzle-orm';
import { createAdmin, type TestApp } from '../../src/server/test/test-app';

export async function signedInAdmin(t: TestApp): Promise<string> {
  return (await createAdmin(t, 'Measure Admin', 'measure-admin')).cookie;
}

const zones = ['America/Chicago', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Europe/Paris', 'Asia/Tokyo', 'UTC', 'Pacific/Auckland'];

/** `count` stores (no owners) in several time zones, made in one statement; their ids. */
export async function insertStores(t: TestApp, count: number): Promise<string[]> {
  const zoneList = sql.join(zones.map((z) => sql`${z}`), sql`, `);
  const result = await t.db.execute<{ id: string }>(sql`
    insert into stores (name, timezone)
    select 'Measured Store ' || g, (array[${zoneList}])[1 + g % ${zones.length}]
    from generate_series(1, ${count}) g
    returning id`);
  return result.rows.map((r) => r.id);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
