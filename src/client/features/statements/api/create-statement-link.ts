import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedStatementLink, CreateStatementLinkInput } from '#shared/statements/statement-link.schemas';
import { apiRequest } from '#client/lib/api-client';
import { statementLinkKeys } from './query-keys';

/** POST /api/customers/:id/statement-links: a new link (the URL holds its token, shown only now). */
export function createStatementLink(customerId: string, input: CreateStatementLinkInput): Promise<CreatedStatementLink> {
  return apiRequest<CreatedStatementLink>(`/api/customers/${encodeURIComponent(customerId)}/statement-links`, { method: 'POST', body: input });
}

export function useCreateStatementLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStatementLinkInput) => createStatementLink(customerId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statementLinkKeys.ofCustomer(customerId) }),
  });
}
