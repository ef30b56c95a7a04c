import { insertEmployee } from '../../payroll/payroll-test-support';
import { STRONG_PASSWORD, uniqueEmail } from '../test-app';
import { type CallTable } from './call';

/** Employees. One valid request per route (decision 019's matrix and the fuzz suite). */
export const employeesCalls: CallTable = {
  'GET /employees': () => ({ path: '/api/employees' }),
  'POST /employees': () => ({
    path: '/api/employees',
    json: { firstName: 'Nia', lastName: 'New', email: uniqueEmail('staff'), password: STRONG_PASSWORD, phone: '+12175550142' },
  }),
  'DELETE /employees/:id': async (w) => ({ path: `/api/employees/${(await insertEmployee(w.t, w.store.owner.cookie)).id}`, method: 'DELETE' }),
  'PUT /employees/:id/photo': (w) => ({ path: `/api/employees/${w.store.employee.id}/photo`, method: 'PUT', body: new Uint8Array(w.photo) }),
  'GET /employees/:id/photo': (w) => ({ path: `/api/employees/${w.store.employee.id}/photo` }),
};
