import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Store, StoreSettingsInput } from '#shared/stores/store.schemas';
import { apiRequest } from '#client/lib/api-client';
import { sessionQueryKey } from '#client/lib/auth/session';
import { currentStoreQueryKey } from './get-current-store';

/** PUT /api/stores/current (owner only): name, phone, address, time zone, employees share statements. */
export function updateCurrentStore(input: StoreSettingsInput): Promise<Store> {
  return apiRequest<Store>('/api/stores/current', { method: 'PUT', body: input });
}

export function useUpdateCurrentStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentStore,
    onSuccess: (store) => {
      queryClient.setQueryData(currentStoreQueryKey(), store);
      // The top bar shows the store name and the dashboard uses its time zone.
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
