import { sql } from 'drizzle-orm';
import { encodeAuditCursor, type ActiveSession, type AuditFilter, type AuditPage, type AuditPageQuery, type FailedSignIn, type SecurityAuditEntry } from '#shared/admin/security.schemas';
import type { Db } from '../db/client';
import type { Actor } from '../db/actor';
import { securityAuditLog } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { readAuditRows, resolveAuditFilter, type AuditRow } from './security-audit.queries';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toAuditEntry(row: AuditRow): SecurityAuditEntry {
  return {
    id: row.id,
    action: row.action,
    tableName: row.table_name,
    recordId: row.record_id,
    userId: row.user_id,
    storeId: row.store_id,
    ipAddress: row.ip_address,
    userAgent: row.user_agent,
    createdAt: iso(row.created_at),
    userEmail: row.user_email,
    userName: row.user_name,
    storeName: row.store_name,
    oldValues: row.old_values,
    newValues: row.new_values,
  };
}

/** One page of the security audit log under the filters (keyset: `nextCursor` reads the next page). */
export async function listAuditPage(db: Db, query: AuditPageQuery): Promise<AuditPage> {
  const { cursor, limit, ...filter } = query;
  const resolved = await resolveAuditFilter(db, filter);
  const rows = await readAuditRows(db, resolved, cursor, limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeAuditCursor({ at: last.cursor_at, id: last.id }) : null;
  return { entries: page.map(toAuditEntry), nextCursor };
}

export type { AuditFilter };

/** The latest 100 recorded failed sign-in attempts (email, IP, time), newest first. */
export async function listFailedSignIns(db: Db): Promise<FailedSignIn[]> {
  const result = await db.execute<{ id: string; email: string; ip_address: string | null; created_at: Date | string }>(
    sql`select id, email, ip_address, created_at from failed_login_attempts order by created_at desc limit 100`,
  );
  return result.rows.map((r) => ({ id: r.id, email: r.email, ipAddress: r.ip_address, createdAt: iso(r.created_at) }));
}

type SessionRow = {
  id: string;
  user_id: string;
  email: string;
  name: string;
  is_admin: boolean;
  role: 'store_owner' | 'employee' | null;
  store_name: string | null;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  expires_at: Date | string;
};

/** Signed-in browsers across the platform (not expired), most recently used first; never their tokens. */
export async function listActiveSessions(db: Db, currentSessionId: string | null): Promise<ActiveSession[]> {
  const result = await db.execute<SessionRow>(sql`
    select se.id, se.user_id, u.email, u.name, (a.id is not null) as is_admin, r.role, st.name as store_name,
           se.ip_address, se.user_agent, se.created_at, se.updated_at, se.expires_at
    from sessions se
    join users u on u.id = se.user_id
    left join admin_users a on a.user_id = se.user_id
    left join user_roles r on r.user_id = se.user_id
    left join stores st on st.id = r.store_id
    where se.expires_at > now()
    order by se.updated_at desc
    limit 200`);
  return result.rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    email: r.email,
    name: r.name,
    role: r.is_admin ? 'admin' : (r.role ?? 'none'),
    storeName: r.store_name,
    ipAddress: r.ip_address,
    userAgent: r.user_agent,
    createdAt: iso(r.created_at),
    lastSeenAt: iso(r.updated_at),
    expiresAt: iso(r.expires_at),
    isCurrent: r.id === currentSessionId,
  }));
}

/**
 * Revoke a session: its row is deleted, so that browser is signed out on its next request, and the
 * delete's trigger (session_end NOTIFY) ends its live streams on every instance. Audited with the admin's id.
 */
export async function revokeSession(db: Db, actor: Actor, sessionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.execute<{ user_id: string; store_id: string | null }>(sql`
      delete from sessions se where se.id = ${sessionId}
      returning se.user_id, (select r.store_id from user_roles r where r.user_id = se.user_id) as store_id`);
    const row = deleted.rows[0];
    if (!row) throw new AppError('NOT_FOUND');
    await tx.insert(securityAuditLog).values({
      action: 'DELETE',
      tableName: 'sessions',
      recordId: sessionId,
      userId: actor.userId,
      storeId: row.store_id ?? undefined,
      ipAddress: actor.ip,
      userAgent: actor.userAgent?.slice(0, 100) ?? null,
      oldValues: { userId: row.user_id, revokedBy: 'admin' },
    });
  });
}
