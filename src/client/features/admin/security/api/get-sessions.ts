import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActiveSessions } from '#shared/admin/security.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';

export const sessionsQueryKey = () => storeKey('admin', 'security', 'sessions');

export function getSessions(): Promise<ActiveSessions> {
  return apiRequest<ActiveSessions>('/api/admin/security/sessions');
}

export function useSessions() {
  return useQuery(queryOptions({ queryKey: sessionsQueryKey(), queryFn: getSessions, staleTime: 0 }));
}
