import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedStatementLink, CreateStatementLinkInput } from '#shared/statements/statement-link.schemas';
import { api, dataOf } from '#client/lib/openapi/api';
import { statementLinkKeys } from './query-keys';

/** POST /api/customers/:id/statement-links: a new link (the URL holds its token, shown only now). */
export async function createStatementLink(customerId: string, input: CreateStatementLinkInput): Promise<CreatedStatementLink> {
  return dataOf(await api.POST('/api/customers/{id}/statement-links', { params: { path: { id: customerId } }, body: input }));
}

export function useCreateStatementLink(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStatementLinkInput) => createStatementLink(customerId, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: statementLinkKeys.ofCustomer(customerId) }),
  });
}
