import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app';

/**
 * The authorization matrix's 'nothing changed' check (issue 22): every table of the database, read
 * from the catalogue (a table added later is covered without a word here). Left out only with a
 * reason, and only what the reason names.
 */
export const leftOutOfSnapshot = {
  tables: {} as Record<string, string>,
  columns: {
    sessions: {
      columns: ['updated_at', 'expires_at'],
      reason: 'every request with a session moves its last-seen time (at most once a minute) and its sliding expiry (decision 037): that is reading the session, not a write the request was refused',
    },
  } as Record<string, { columns: string[]; reason: string }>,
};

/** Every table of the app's schema (public), but the ones left out above. */
export async function snapshotTableNames(t: TestApp): Promise<string[]> {
  const result = await t.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  return result.rows.map((row) => row.name).filter((name) => !(name in leftOutOfSnapshot.tables));
}

function rowText(table: string): string {
  const dropped = leftOutOfSnapshot.columns[table]?.columns ?? [];
  return `(to_jsonb(t)${dropped.map((column) => ` - '${column}'`).join('')})::text`;
}

/** Row count and an md5 of every row of every table, in one statement: equal before and after means nothing changed. */
export async function snapshotEveryTable(t: TestApp): Promise<Record<string, string>> {
  const names = await snapshotTableNames(t);
  const statement = names
    .map((name) => `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(${rowText(name)}, '|' order by ${rowText(name)}), '')) as sum from "${name}" t`)
    .join(' union all ');
  const result = await t.db.execute<{ name: string; sum: string }>(sql.raw(statement));
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum]));
}

/**
 * Refused requests that write, by design and only to request_counters: these limits count every
 * attempt, refused or not (decision 017: the mail limits before Better Auth refuses a signed-in
 * caller; the board's per-user limits, counted before the post or the file is looked at).
 */
export const countsRefusedAttempts: Record<string, string[]> = {
  'POST /auth/send-verification-email': ['request_counters'],
  'POST /community/posts': ['request_counters'],
  'POST /community/posts/:id/messages': ['request_counters'],
  'POST /community/uploads': ['request_counters'],
};

/** snapshotEveryTable without what a refused request of `routeKey` writes by design; after every mail sent so far is stored. */
export async function snapshotForRefusal(t: TestApp, routeKey: string): Promise<Record<string, string>> {
  await t.mailSettled(); // mail goes out after the answer (sendLater): its outbox row must not land in the next snapshot
  const snapshot = await snapshotEveryTable(t);
  for (const name of countsRefusedAttempts[routeKey] ?? []) delete snapshot[name];
  return snapshot;
}
