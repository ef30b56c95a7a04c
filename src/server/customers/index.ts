/** The customers feature's public entry: what it offers the rest of the server; nothing else in customers/ is imported from outside (decision 048, server half). */
export { customerPhotoUrl, findCustomerRow, toCustomerDto, type CustomerRow } from './customer-dto';
export { customersRoutes } from './customers.routes';
