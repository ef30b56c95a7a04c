import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminOverview,
  AdminUserList,
  CreateAdminResult,
  SuperAdminInput,
  SupportEmailInput,
  TestEmailResult,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '#shared/admin/admin-users.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';

export type { AdminUser } from '#shared/admin/admin-users.schemas';
export type CreateAdminForm = { firstName: string; lastName: string; email: string; password: string };

const adminUsersKey = () => storeKey('admin', 'admin-users');
const overviewKey = () => storeKey('admin', 'overview');

export const adminOverviewQuery = () =>
  queryOptions({ queryKey: overviewKey(), queryFn: () => apiRequest<AdminOverview>('/api/admin/overview'), staleTime: 0 });

/** GET /api/admin/overview: the dashboard's live counts. */
export function useAdminOverview() {
  return useQuery(adminOverviewQuery());
}

/** GET /api/admin/admin-users. */
export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersKey(), queryFn: () => apiRequest<AdminUserList>('/api/admin/admin-users') });
}

function useAdminWrite<I, O>(request: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersKey() });
      void queryClient.invalidateQueries({ queryKey: overviewKey() });
    },
  });
}

export const useCreateAdmin = () =>
  useAdminWrite((body: CreateAdminForm) => apiRequest<CreateAdminResult>('/api/admin/admin-users', { method: 'POST', body }));

export const usePromoteAdmin = () =>
  useAdminWrite((email: string) => apiRequest<CreateAdminResult>('/api/admin/admin-users/promote', { method: 'POST', body: { email } }));

export const useCreateSuperAdmin = () =>
  useAdminWrite((body: SuperAdminInput) => apiRequest<CreateAdminResult>('/api/admin/create-user', { method: 'POST', body }));

export const useDeleteAdmin = () =>
  useAdminWrite((userId: string) => apiRequest<{ ok: true }>(`/api/admin/admin-users/${encodeURIComponent(userId)}`, { method: 'DELETE' }));

export const useSendPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => apiRequest<{ ok: true }>('/api/admin/password-reset', { method: 'POST', body: { email } }) });

export const useSendSupportEmail = () =>
  useMutation({ mutationFn: (body: SupportEmailInput) => apiRequest<{ ok: true }>('/api/admin/support-email', { method: 'POST', body }) });

export const useSendTestEmail = () =>
  useMutation({ mutationFn: (email: string) => apiRequest<TestEmailResult>('/api/admin/test-email', { method: 'POST', body: { email } }) });

export const twoFactorStatusQuery = () =>
  queryOptions({ queryKey: storeKey('admin', 'two-factor'), queryFn: () => apiRequest<TwoFactorStatus>('/api/admin/two-factor'), staleTime: 0 });

export const getTwoFactorStatus = () => apiRequest<TwoFactorStatus>('/api/admin/two-factor');
export const startTwoFactorEnrolment = () => apiRequest<TwoFactorEnrolment>('/api/admin/two-factor/enrol', { method: 'POST', body: {} });
export const verifyTwoFactorCode = (code: string) => apiRequest<{ ok: true }>('/api/admin/two-factor/verify', { method: 'POST', body: { code } });
