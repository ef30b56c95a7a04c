/** The payroll feature's public entry: what it offers the rest of the server; nothing else in payroll/ is imported from outside (decision 048, server half). */
export { payrollWhere, type PayrollRow } from './payroll.queries';
export { payrollRoutes } from './payroll.routes';
export { checkSignaturePng } from './signature-image';
