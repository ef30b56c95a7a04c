import { insertPayrollEntry, payrollBody } from '../../payroll/payroll-test-support';
import { type CallTable } from './call';

/** Payroll. One valid request per route (decision 019's matrix and the fuzz suite). */
export const payrollCalls: CallTable = {
  'GET /payroll': (w) => ({ path: `/api/payroll?employeeId=${w.store.employee.id}&from=2026-01-01&to=2026-12-31` }),
  'POST /payroll': async (w) => ({ path: '/api/payroll', json: await payrollBody(w.store.employee.id) }),
  'GET /payroll/:id': (w) => ({ path: `/api/payroll/${w.payrollEntryId}` }),
  'DELETE /payroll/:id': async (w) => ({ path: `/api/payroll/${await insertPayrollEntry(w.t, w.store.owner.cookie, w.store.employee.id)}`, method: 'DELETE' }),
  'GET /payroll/:id/signature': (w) => ({ path: `/api/payroll/${w.payrollEntryId}/signature` }),
  'GET /employees/:id/payroll': (w) => ({ path: `/api/employees/${w.store.employee.id}/payroll` }),
};
