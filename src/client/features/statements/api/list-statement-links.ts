import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementLinkList } from '#shared/statements/statement-link.schemas';
import { api, dataOf } from '#client/lib/openapi/api';
import { statementLinkKeys } from './query-keys';

/** GET /api/customers/:id/statement-links (owner). */
export async function listStatementLinks(customerId: string, signal?: AbortSignal): Promise<StatementLinkList> {
  return dataOf(await api.GET('/api/customers/{id}/statement-links', { params: { path: { id: customerId } }, signal }));
}

export const statementLinksQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: statementLinkKeys.ofCustomer(customerId), queryFn: ({ signal }) => listStatementLinks(customerId, signal) });

export function useStatementLinks(customerId: string) {
  return useQuery(statementLinksQueryOptions(customerId));
}
