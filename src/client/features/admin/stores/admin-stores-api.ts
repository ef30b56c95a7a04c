import { t } from '#client/i18n';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminStoreDetail, AdminStoreList, AdminStoreStatusFilter } from '#shared/admin/admin-stores.schemas';
import type { AdminStoreSubscription } from '#shared/billing/billing.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';

export type AdminStoresQuery = { q: string; status: AdminStoreStatusFilter; page: number };

const keys = {
  all: storeKey('admin', 'stores'),
  list: (query: AdminStoresQuery) => storeKey('admin', 'stores', 'list', query),
  detail: (id: string) => storeKey('admin', 'stores', 'detail', id),
};

/** GET /api/admin/stores: one server page with the four counters. */
export function useAdminStores(query: AdminStoresQuery) {
  const params = new URLSearchParams({ q: query.q, status: query.status, page: String(query.page) });
  return useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => apiRequest<AdminStoreList>(`/api/admin/stores?${params}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAdminStore(id: string) {
  return useQuery({ queryKey: keys.detail(id), queryFn: () => apiRequest<AdminStoreDetail>(`/api/admin/stores/${encodeURIComponent(id)}`), retry: false });
}

export type AdminStoreAction =
  | { kind: 'suspend' | 'reactivate'; notes?: string }
  | { kind: 'extend-trial'; days: number; notes?: string }
  | { kind: 'cheques'; amountCents: number; chequeNumber: string; receivedOn: string; notes?: string }
  | { kind: 'notes'; notes: string };

/** Every admin action on one store (each sends the notes along when given); lists and detail refetch after. */
export function useAdminStoreAction(storeId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: AdminStoreAction) =>
      apiRequest<AdminStoreSubscription>(`/api/admin/stores/${encodeURIComponent(storeId)}/${kind}`, { method: kind === 'notes' ? 'PUT' : 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteAdminStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (storeId: string) => apiRequest<{ id: string }>(`/api/admin/stores/${encodeURIComponent(storeId)}`, { method: 'DELETE' }),
    onSuccess: (_data, storeId) => client.removeQueries({ queryKey: keys.detail(storeId) }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export const deleteStoreQuestion = (name: string) => t('admin.deleteStoreQuestion', { name });
