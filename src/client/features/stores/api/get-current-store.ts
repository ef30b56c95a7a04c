import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Store } from '#shared/stores/store.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';

export const currentStoreQueryKey = () => storeKeys.currentStore;

/** GET /api/stores/current: the signed-in member's store. */
export function getCurrentStore(): Promise<Store> {
  return apiRequest<Store>('/api/stores/current');
}

export const currentStoreQueryOptions = () => queryOptions({ queryKey: currentStoreQueryKey(), queryFn: getCurrentStore });

export function useCurrentStore() {
  return useQuery(currentStoreQueryOptions());
}
