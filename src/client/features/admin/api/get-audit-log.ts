import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_PAGE_MAX, type AuditPage } from '#shared/admin/security.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';

/** The admin panel's latest 100 entries: the first page of GET /api/admin/security/audit-log, unfiltered, at its largest size. */
export function getAuditLog(): Promise<AuditPage> {
  return apiRequest<AuditPage>(`/api/admin/security/audit-log?limit=${AUDIT_PAGE_MAX}`);
}

export const auditLogQueryOptions = () =>
  queryOptions({ queryKey: storeKeys.adminAuditLog, queryFn: getAuditLog, staleTime: 0 });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
