import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeList } from '#shared/employees/employee.schemas';
import { apiRequest } from '#client/lib/api-client';
import { staffKeys } from './query-keys';

/** GET /api/employees (owner): the store's current employees. */
export function listEmployees(signal?: AbortSignal): Promise<EmployeeList> {
  return apiRequest<EmployeeList>('/api/employees', { signal });
}

export const employeesQueryOptions = () => queryOptions({ queryKey: staffKeys.employees, queryFn: ({ signal }) => listEmployees(signal) });

export function useEmployees() {
  return useQuery(employeesQueryOptions());
}
