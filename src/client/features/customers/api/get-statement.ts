import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Statement, StatementQuery } from '#shared/credit/credit.schemas';
import { apiRequest } from '#client/lib/api-client';
import { customerKeys } from './query-keys';

/** GET /api/customers/:id/statement?from&to — business dates, inclusive; entries oldest first. */
export function getStatement(customerId: string, { from, to }: StatementQuery, signal?: AbortSignal): Promise<Statement> {
  const query = new URLSearchParams({ from, to });
  return apiRequest<Statement>(`/api/customers/${encodeURIComponent(customerId)}/statement?${query}`, { signal });
}

export const statementQueryOptions = (customerId: string, range: StatementQuery) =>
  queryOptions({
    queryKey: customerKeys.statement(customerId, range.from, range.to),
    queryFn: ({ signal }) => getStatement(customerId, range, signal),
    staleTime: 0,
  });

/** Loads a statement on demand (the Print Statement action), always fresh. */
export function useFetchStatement(customerId: string) {
  const queryClient = useQueryClient();
  return (range: StatementQuery) => queryClient.fetchQuery(statementQueryOptions(customerId, range));
}
