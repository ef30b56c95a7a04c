import { storeKeys } from '#client/lib/store-keys';

/** Every query key of the staff feature (employees and payroll), declared once. */
export const staffKeys = {
  get employees() {
    return storeKeys.employees;
  },
  get payroll() {
    return storeKeys.payroll;
  },
  payrollList: (filter: { employeeId?: string; from?: string; to?: string }) =>
    [...staffKeys.payroll, 'list', filter.employeeId ?? '', filter.from ?? '', filter.to ?? ''] as const,
  employeePayroll: (employeeId: string) => [...staffKeys.payroll, 'employee', employeeId] as const,
};
