import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateEmployeeInput, CreateEmployeeResult } from '#shared/employees/employee.schemas';
import { apiRequest } from '#client/lib/api-client';
import { staffKeys } from './query-keys';

/** POST /api/employees: user, credentials, profile and role in one transaction on the server. */
export function createEmployee(input: CreateEmployeeInput): Promise<CreateEmployeeResult> {
  return apiRequest<CreateEmployeeResult>('/api/employees', { method: 'POST', body: input });
}

export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEmployee, onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.employees }) });
}
