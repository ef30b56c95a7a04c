import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { securityAuditLog } from '../db/schema/index';
import type { AuditEntry } from '#shared/admin/audit.schemas';

export const AUDIT_LOG_PAGE = 100;

/** The latest 100 audit entries (platform admins only). */
export async function listRecentAuditEntries(db: Db): Promise<AuditEntry[]> {
  const rows = await db.select().from(securityAuditLog).orderBy(desc(securityAuditLog.createdAt)).limit(AUDIT_LOG_PAGE);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
