import { useQuery } from '@tanstack/react-query';
import type { EmployeePayroll } from '#shared/payroll/payroll.schemas';
import { apiRequest } from '#client/lib/api-client';
import { staffKeys } from './query-keys';

/** GET /api/employees/:id/payroll: the employee dialog's person, summary and history. */
export function getEmployeePayroll(employeeId: string, signal?: AbortSignal): Promise<EmployeePayroll> {
  return apiRequest<EmployeePayroll>(`/api/employees/${encodeURIComponent(employeeId)}/payroll`, { signal });
}

export function useEmployeePayroll(employeeId: string | null) {
  return useQuery({
    queryKey: staffKeys.employeePayroll(employeeId ?? ''),
    queryFn: ({ signal }) => getEmployeePayroll(employeeId!, signal),
    enabled: employeeId !== null,
  });
}
