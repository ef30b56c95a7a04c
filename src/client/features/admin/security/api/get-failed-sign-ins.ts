import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailedSignIns } from '#shared/admin/security.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';

export function getFailedSignIns(): Promise<FailedSignIns> {
  return apiRequest<FailedSignIns>('/api/admin/security/failed-sign-ins');
}

export function useFailedSignIns() {
  return useQuery(queryOptions({ queryKey: storeKey('admin', 'security', 'failed-sign-ins'), queryFn: getFailedSignIns, staleTime: 0 }));
}
