import { z } from 'zod';

/** One row of the security audit log (every insert, update and delete on the store tables). */
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  tableName: z.string(),
  recordId: z.string().nullable(),
  userId: z.string().nullable(),
  storeId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/audit-log: the latest entries, newest first (platform admins only). */
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditLog = z.infer<typeof auditLogSchema>;
