import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLog } from '#shared/admin/audit.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';

export type { AuditEntry } from '#shared/admin/audit.schemas';

/** GET /api/admin/audit-log: the latest 100 entries (platform admins only). */
export function getAuditLog(): Promise<AuditLog> {
  return apiRequest<AuditLog>('/api/admin/audit-log');
}

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: storeKeys.adminAuditLog, queryFn: getAuditLog, staleTime: 0 });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
