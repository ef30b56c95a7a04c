import { isUuid } from '#shared/validation/ids';
import { sql, type SQL } from 'drizzle-orm';
import { decodeAuditCursor, type AuditFilter } from '#shared/admin/security.schemas';
import type { Db } from '../db/client';
import { NO_STORE_ID } from '../db/schema/index';

/** The filters with store and user turned into ids (null: no filter; []: matches nothing). */
export type ResolvedAuditFilter = Omit<AuditFilter, 'store' | 'user'> & { storeIds: string[] | null; userIds: string[] | null };

const MAX_MATCHES = 50;

/** A store by its id or its exact name (any case); a user by id or email. A few small queries, no join on the log. */
export async function resolveAuditFilter(db: Db, filter: AuditFilter): Promise<ResolvedAuditFilter> {
  const { store, user, ...rest } = filter;
  let storeIds: string[] | null = null;
  if (store) {
    const found = await db.execute<{ id: string }>(
      isUuid(store)
        ? sql`select id from stores where id = ${store}::uuid`
        : sql`select id from stores where lower(name) = lower(${store}) limit ${MAX_MATCHES}`,
    );
    storeIds = found.rows.map((r) => r.id);
  }
  let userIds: string[] | null = null;
  if (user) {
    const found = await db.execute<{ id: string }>(
      user.includes('@') ? sql`select id from users where email = lower(${user})` : sql`select id from users where id = ${user}`,
    );
    userIds = found.rows.map((r) => r.id);
  }
  return { ...rest, storeIds, userIds };
}

function anyOf(column: SQL, ids: string[], cast: 'uuid' | 'text'): SQL {
  const values = ids.map((id) => (cast === 'uuid' ? sql`${id}::uuid` : sql`${id}`));
  return values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} in (${sql.join(values, sql`, `)})`;
}

/**
 * One page of the log, newest first by (created_at, id), strictly after the cursor. Each filter has
 * an index that ends in (created_at, id), so a page reads about `limit` index entries (decision 040).
 * The user's email and the store's name are joined for the page's rows only; the page's order is
 * restored in readAuditRows (so the plan has no sort at all).
 */
export function auditPageQuery(filter: ResolvedAuditFilter, cursor: string | undefined, limit: number): SQL {
  const where: SQL[] = [];
  if (filter.storeIds) where.push(filter.storeIds.length ? anyOf(sql`l.store_id`, filter.storeIds, 'uuid') : sql`false`);
  if (filter.userIds) where.push(filter.userIds.length ? anyOf(sql`l.user_id`, filter.userIds, 'text') : sql`false`);
  if (filter.action) where.push(sql`l.action = ${filter.action}`);
  if (filter.table) where.push(sql`l.table_name = ${filter.table}`);
  if (filter.from) where.push(sql`l.created_at >= ${filter.from}::timestamptz`);
  if (filter.to) where.push(sql`l.created_at < ${filter.to}::timestamptz`);
  const after = cursor ? decodeAuditCursor(cursor) : null;
  if (after) where.push(sql`(l.created_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const condition = where.length ? sql.join(where, sql` and `) : sql`true`;
  return sql`
    select p.id, p.action, p.table_name, p.record_id, p.user_id, nullif(p.store_id, ${NO_STORE_ID}::uuid) as store_id, p.ip_address, p.user_agent,
           p.old_values, p.new_values, p.created_at,
           to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
           u.email as user_email, u.name as user_name, s.name as store_name
    from (select * from security_audit_log l where ${condition} order by l.created_at desc, l.id desc limit ${limit}) p
    left join users u on u.id = p.user_id
    left join stores s on s.id = p.store_id`;
}

export type AuditRow = {
  id: string;
  action: string;
  table_name: string;
  record_id: string | null;
  user_id: string | null;
  store_id: string | null;
  ip_address: string | null;
  user_agent: string | null;
  old_values: Record<string, unknown> | null;
  new_values: Record<string, unknown> | null;
  created_at: Date | string;
  cursor_at: string;
  user_email: string | null;
  user_name: string | null;
  store_name: string | null;
};

export async function readAuditRows(db: Db, filter: ResolvedAuditFilter, cursor: string | undefined, limit: number): Promise<AuditRow[]> {
  const result = await db.execute<AuditRow>(auditPageQuery(filter, cursor, limit));
  // cursor_at is UTC with microseconds (text order = time order); uuids order as their lowercase hex
  const key = (row: AuditRow) => `${row.cursor_at}|${row.id}`;
  return result.rows.sort((a, b) => (key(a) < key(b) ? 1 : key(a) > key(b) ? -1 : 0));
}
