import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SystemStatus } from '#shared/admin/system-status.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';

export const systemStatusQueryKey = () => storeKey('admin', 'system-status');

/** GET /api/admin/system-status: the checks run when asked. */
export function getSystemStatus(): Promise<SystemStatus> {
  return apiRequest<SystemStatus>('/api/admin/system-status');
}

export function useSystemStatus() {
  return useQuery(queryOptions({ queryKey: systemStatusQueryKey(), queryFn: getSystemStatus, staleTime: 0 }));
}
