import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { payrollFilterQuery, type PayrollPage } from '#shared/payroll/payroll.schemas';
import { apiRequest } from '#client/lib/api-client';
import { keepPreviousStoreData } from '#client/lib/store-keys';
import { staffKeys } from './query-keys';

export type PayrollFilterValues = { employeeId?: string; from?: string; to?: string };

/** GET /api/payroll: newest first, pages of 50, filtered by employee and start dates on the server. */
export function listPayroll(filter: PayrollFilterValues, cursor: string | undefined, signal?: AbortSignal): Promise<PayrollPage> {
  const query = payrollFilterQuery(filter);
  const withCursor = cursor ? `${query ? `${query}&` : '?'}cursor=${encodeURIComponent(cursor)}` : query;
  return apiRequest<PayrollPage>(`/api/payroll${withCursor}`, { signal });
}

export function usePayrollList(filter: PayrollFilterValues) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: staffKeys.payrollList(filter),
      queryFn: ({ pageParam, signal }) => listPayroll(filter, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      placeholderData: keepPreviousStoreData,
    }),
  );
}
