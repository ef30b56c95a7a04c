import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LatestBackup, SystemSettingsUpdate, SystemSettingsView } from '#shared/settings/system-settings';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';

const settingsKey = () => storeKey('admin', 'system-settings');
const backupKey = () => storeKey('admin', 'backups', 'latest');

export const systemSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey(), queryFn: () => apiRequest<SystemSettingsView>('/api/admin/settings'), staleTime: 0 });

export function useSystemSettings() {
  return useQuery(systemSettingsQueryOptions());
}

export function useLatestBackup() {
  return useQuery({ queryKey: backupKey(), queryFn: () => apiRequest<{ backup: LatestBackup | null }>('/api/admin/backups/latest') });
}

export function useSaveSystemSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: SystemSettingsUpdate) => apiRequest<SystemSettingsView>('/api/admin/settings', { method: 'PUT', body: update }),
    onSuccess: (saved) => client.setQueryData(settingsKey(), saved),
  });
}

export function useResetSystemSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<SystemSettingsView>('/api/admin/settings/reset', { method: 'POST', body: {} }),
    onSuccess: (saved) => client.setQueryData(settingsKey(), saved),
  });
}
