import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, dataOf } from '#client/lib/openapi/api';
import { statementLinkKeys } from './query-keys';

/** POST /api/statement-links/:id/revoke (owner): the link shows the expired page from now on. */
export async function revokeStatementLink(linkId: string): Promise<void> {
  dataOf(await api.POST('/api/statement-links/{id}/revoke', { params: { path: { id: linkId } } }));
}

export function useRevokeStatementLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStatementLink,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statementLinkKeys.ofCustomer(customerId) }),
  });
}
