/** Every feature's table of valid calls, together: one entry per manifest route but the generated exports. */
import { publicCalls } from './public';
import { adminCalls } from './admin';
import { adminStoresCalls } from './admin-stores';
import { customersCalls } from './customers';
import { dailyLogsCalls } from './daily-logs';
import { reportsCalls } from './reports';
import { employeesCalls } from './employees';
import { payrollCalls } from './payroll';
import { billingCalls } from './billing';
import { communityCalls } from './community';
import { pushCalls } from './push';
import { statementsCalls } from './statements';
import type { CallTable } from './call';

export const validCalls: CallTable = {
  ...publicCalls,
  ...adminCalls,
  ...adminStoresCalls,
  ...customersCalls,
  ...dailyLogsCalls,
  ...reportsCalls,
  ...employeesCalls,
  ...payrollCalls,
  ...billingCalls,
  ...communityCalls,
  ...pushCalls,
  ...statementsCalls,
};
