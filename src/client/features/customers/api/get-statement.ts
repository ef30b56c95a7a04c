import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { Statement, StatementQuery } from '#shared/credit/credit.schemas';
import { api, dataOf } from '#client/lib/openapi/api';
import { customerKeys } from './query-keys';

/** GET /api/customers/:id/statement?from&to — business dates, inclusive; entries oldest first. */
export async function getStatement(customerId: string, { from, to }: StatementQuery, signal?: AbortSignal): Promise<Statement> {
  return dataOf(await api.GET('/api/customers/{id}/statement', { params: { path: { id: customerId }, query: { from, to } }, signal }));
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
