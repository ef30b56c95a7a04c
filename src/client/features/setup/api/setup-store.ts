import { useMutation } from '@tanstack/react-query';
import type { StoreSetupInput } from '#shared/stores/store.schemas';
import { apiRequest } from '#client/lib/api-client';

/** POST /api/stores/setup: first-login store setup. */
export function setupStore(input: StoreSetupInput): Promise<{ storeId: string }> {
  return apiRequest<{ storeId: string }>('/api/stores/setup', { body: input });
}

export function useSetupStore() {
  return useMutation({ mutationFn: setupStore });
}
