import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { staffKeys } from './query-keys';

/** DELETE /api/payroll/:id (a correction is delete + new entry). */
export function deletePayrollEntry(entryId: string): Promise<void> {
  return apiRequest<void>(`/api/payroll/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}

export function useDeletePayrollEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePayrollEntry, onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.payroll }) });
}
