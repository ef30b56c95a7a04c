import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { customerKeys } from './query-keys';

/** GET /api/customers/:id — 404 NOT_FOUND when it is not this store's customer. */
export function getCustomer(customerId: string, signal?: AbortSignal): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}`, { signal });
}

export const customerQueryOptions = (customerId: string) =>
  queryOptions({ queryKey: customerKeys.detail(customerId), queryFn: ({ signal }) => getCustomer(customerId, signal) });

export function useCustomer(customerId: string) {
  return useQuery(customerQueryOptions(customerId));
}
