import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';

export type AuditEntry = {
  id: string;
  action: string;
  tableName: string;
  recordId: string | null;
  userId: string | null;
  storeId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string;
};

/** GET /api/admin/audit-log: the latest 100 entries (platform admins only). */
export function getAuditLog(): Promise<{ entries: AuditEntry[] }> {
  return apiRequest<{ entries: AuditEntry[] }>('/api/admin/audit-log');
}

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'audit-log'], queryFn: getAuditLog, staleTime: 0 });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
