import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export function revokeSession(sessionId: string): Promise<{ revoked: true }> {
  return apiRequest(`/api/admin/security/sessions/${encodeURIComponent(sessionId)}/revoke`, { method: 'POST', body: {} });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey() }) });
}
