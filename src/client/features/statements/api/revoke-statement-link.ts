import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { statementLinkKeys } from './query-keys';

/** POST /api/statement-links/:id/revoke (owner): the link shows the expired page from now on. */
export function revokeStatementLink(linkId: string): Promise<void> {
  return apiRequest<void>(`/api/statement-links/${encodeURIComponent(linkId)}/revoke`, { method: 'POST' });
}

export function useRevokeStatementLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStatementLink,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statementLinkKeys.ofCustomer(customerId) }),
  });
}
