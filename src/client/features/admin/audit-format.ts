import { formatPlatformDateTime } from '#shared/dates';

/** Spec part 1 §9: ids shown to 8 characters, user agents to 100. */
export const AUDIT_ID_LENGTH = 8;
export const AUDIT_USER_AGENT_LENGTH = 100;

export function shortId(id: string | null): string {
  return id ? id.slice(0, AUDIT_ID_LENGTH) : '—';
}

export function truncateUserAgent(userAgent: string | null): string {
  if (!userAgent) return '—';
  return userAgent.length > AUDIT_USER_AGENT_LENGTH ? `${userAgent.slice(0, AUDIT_USER_AGENT_LENGTH)}…` : userAgent;
}

/** 'MMM dd, yyyy HH:mm:ss' in the viewer's time zone (or the one given). */
export const formatAuditTime = (iso: string): string => formatPlatformDateTime(iso);

export type Severity = 'high' | 'medium' | 'low';

const highTables = new Set(['customers', 'sales', 'user_roles', 'admin_users']);
const mediumTables = new Set(['daily_logs', 'payroll_entries']);

/** Spec part 1 §4: audit row severity by table. */
export function severityOf(tableName: string): Severity {
  if (highTables.has(tableName)) return 'high';
  if (mediumTables.has(tableName)) return 'medium';
  return 'low';
}
