import { z } from 'zod';
import { isSafeText } from '../validation/primitives';
import { isUuid } from '../validation/ids';
import { isIsoTimestamp, isoTimestampSchema } from '../validation/timestamps';

/** Rows per page of the audit log (GET /admin/security/audit-log): 50 unless ?limit asks for 1–100. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 100;
export const auditActions = ['INSERT', 'UPDATE', 'DELETE'] as const;

/** The opaque keyset cursor: the last row's exact time (microseconds) and id, base64url. */
export type AuditCursor = { at: string; id: string };

export function encodeAuditCursor(cursor: AuditCursor): string {
  return btoa(`${cursor.at}|${cursor.id}`).replaceAll('+', '-').replaceAll('/', '_').replaceAll('=', '');
}

export function decodeAuditCursor(text: string): AuditCursor | null {
  try {
    const [at, id, ...rest] = atob(text.replaceAll('-', '+').replaceAll('_', '/')).split('|');
    if (rest.length > 0 || !at || !id || !isUuid(id) || !isIsoTimestamp(at, 'required')) return null;
    return { at, id };
  } catch {
    return null;
  }
}

const filterText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .refine((v) => isSafeText(v), 'invalid_text')
    .optional()
    .transform((v) => (v ? v : undefined));

const auditFilterFields = {
  store: filterText(200),
  user: filterText(320),
  action: z.enum(auditActions).optional(),
  table: z.string().regex(/^[a-z_]{1,63}$/, 'invalid_table').optional(),
  from: isoTimestampSchema.optional(),
  to: isoTimestampSchema.optional(),
};
const isOrdered = (f: { from?: string; to?: string }) => !f.from || !f.to || Date.parse(f.from) < Date.parse(f.to);

/**
 * The audit log's filters: store (its id or exact name, any case), user (id or email), action,
 * table, and a time range [from, to) as instants (the browser sends its local days' bounds).
 */
export const auditFilterSchema = z.object(auditFilterFields).strict().refine(isOrdered, { path: ['to'], message: 'range_reversed' });
export type AuditFilter = z.output<typeof auditFilterSchema>;

/** One page: the filters, the cursor of the previous page's last row, and how many rows (1–100, default 50). */
export const auditPageQuerySchema = z
  .object({
    ...auditFilterFields,
    cursor: z.string().max(300).refine((v) => decodeAuditCursor(v) !== null, 'invalid_cursor').optional(),
    limit: z.coerce.number({ error: 'invalid_limit' }).int('invalid_limit').min(1, 'invalid_limit').max(AUDIT_PAGE_MAX, 'invalid_limit').optional().default(AUDIT_PAGE_SIZE),
  })
  .strict()
  .refine(isOrdered, { path: ['to'], message: 'range_reversed' });
export type AuditPageQuery = z.output<typeof auditPageQuerySchema>;

const valuesSchema = z.record(z.string(), z.unknown()).nullable();

/**
 * One row of the security audit log (every insert, update and delete on the audited tables), as the admin
 * panel and /admin/security show it: who (email, name), which store (name), old → new values.
 */
export const securityAuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  tableName: z.string(),
  recordId: z.string().nullable(),
  userId: z.string().nullable(),
  storeId: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  userEmail: z.string().nullable(),
  userName: z.string().nullable(),
  storeName: z.string().nullable(),
  oldValues: valuesSchema,
  newValues: valuesSchema,
});
export type SecurityAuditEntry = z.infer<typeof securityAuditEntrySchema>;

export const auditPageSchema = z.object({ entries: z.array(securityAuditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** A recorded failed sign-in attempt (src/server/auth/login-limit.service.ts: email, IP, time). */
export const failedSignInSchema = z.object({ id: z.string(), email: z.string(), ipAddress: z.string().nullable(), createdAt: z.string() });
export const failedSignInsSchema = z.object({ attempts: z.array(failedSignInSchema) });
export type FailedSignIn = z.infer<typeof failedSignInSchema>;
export type FailedSignIns = z.infer<typeof failedSignInsSchema>;

/** A signed-in browser anywhere on the platform (never its token). */
export const activeSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['admin', 'store_owner', 'employee', 'none']),
  storeName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  isCurrent: z.boolean(),
});
export const activeSessionsSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export type ActiveSessions = z.infer<typeof activeSessionsSchema>;
export const revokedSessionSchema = z.object({ revoked: z.literal(true) });
