import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePayrollEntryInput, PayrollEntry } from '#shared/payroll/payroll.schemas';
import { apiRequest } from '#client/lib/api-client';
import { staffKeys } from './query-keys';

/** POST /api/payroll with the drawn signature as a PNG data URL. */
export function createPayrollEntry(input: CreatePayrollEntryInput): Promise<PayrollEntry> {
  return apiRequest<PayrollEntry>('/api/payroll', { method: 'POST', body: input });
}

export function useCreatePayrollEntry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPayrollEntry, onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKeys.payroll }) });
}
