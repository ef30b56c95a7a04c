import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementLinkList } from '#shared/statements/statement-link.schemas';
import { apiRequest } from '#client/lib/api-client';
import { statementLinkKeys } from './query-keys';

/** GET /api/customers/:id/statement-links (owner). */
export function listStatementLinks(customerId: string, signal?: AbortSignal): Promise<StatementLinkList> {
  return apiRequest<StatementLinkList>(`/api/customers/${encodeURIComponent(customerId)}/statement-links`, { signal });
}

export const statementLinksQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: statementLinkKeys.ofCustomer(customerId), queryFn: ({ signal }) => listStatementLinks(customerId, signal) });

export function useStatementLinks(customerId: string) {
  return useQuery(statementLinksQueryOptions(customerId));
}
