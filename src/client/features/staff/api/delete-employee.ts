import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';
import { staffKeys } from './query-keys';

/** DELETE /api/employees/:id: their sessions end at once; their past work keeps their name. */
export function deleteEmployee(employeeId: string): Promise<void> {
  return apiRequest<void>(`/api/employees/${encodeURIComponent(employeeId)}`, { method: 'DELETE' });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployee,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: staffKeys.employees });
      void queryClient.invalidateQueries({ queryKey: staffKeys.payroll });
    },
  });
}
