import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Employee } from '#shared/employees/employee.schemas';
import { apiRequest } from '#client/lib/api-client';
import { staffKeys } from './query-keys';

/** PUT /api/employees/:id/photo with the raw image bytes (checked and re-encoded by the server). */
export function uploadEmployeePhoto({ employeeId, photo }: { employeeId: string; photo: Blob }): Promise<Employee> {
  return apiRequest<Employee>(`/api/employees/${encodeURIComponent(employeeId)}/photo`, { method: 'PUT', rawBody: photo });
}

export function useUploadEmployeePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadEmployeePhoto, onSettled: () => void queryClient.invalidateQueries({ queryKey: staffKeys.employees }) });
}
