import type { Context } from 'hono';
import { createEmployeeInputSchema, createEmployeeResultSchema, employeeListSchema, employeeSchema } from '#shared/employees/employee.schemas';
import { photoQuerySchema } from '#shared/customers/customer.schemas';
import { idParamSchema } from '#shared/validation/primitives';
import type { AppEnv, Membership } from '../http/types';
import { defineRoute } from '../http/route-manifest';
import { actorOf } from '../auth/session.middleware';
import { listEmployees } from './employees.queries';
import { createEmployee, deleteEmployee } from './employees.service';
import { putEmployeePhoto, readEmployeePhoto } from './employee-photos.service';

const readStoreId = (c: Context<AppEnv>) => (c.get('membership') as Membership).storeId;
const one = '/employees/:id';

/** /api/employees: the owner's employee management (spec part 2 §2 Employee Management). */
export const employeesRoutes = [
  defineRoute({
    method: 'GET', path: '/employees', summary: "Owner: the store's current employees",
    access: 'owner', blockedWhenLapsed: false, response: employeeListSchema,
    handle: async (c) => c.json({ items: await listEmployees(c.get('deps').db, readStoreId(c)) }),
  }),
  defineRoute({
    method: 'POST', path: '/employees', summary: 'Owner: create an employee account (user, credentials, profile, role in one transaction)',
    access: 'owner', blockedWhenLapsed: true, errors: ['EMAIL_TAKEN', 'WEAK_PASSWORD'], body: createEmployeeInputSchema, response: createEmployeeResultSchema, successStatus: 201,
    handle: async (c, { body }) => c.json(await createEmployee(c.get('deps').db, actorOf(c), readStoreId(c), body, (c.get('membership') as Membership).timezone), 201),
  }),
  defineRoute({
    method: 'DELETE', path: one, summary: 'Owner: delete an employee (role, sessions and credentials go at once; the name stays on past work)',
    access: 'owner', blockedWhenLapsed: true, params: idParamSchema, successStatus: 204,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      await deleteEmployee(db, storage, actorOf(c), readStoreId(c), params.id);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'PUT', path: `${one}/photo`, summary: "Owner: the employee's photo (raw JPEG/PNG/WebP bytes, at most 5 MB)",
    access: 'owner', blockedWhenLapsed: true, errors: ['UNSUPPORTED_IMAGE'], params: idParamSchema, body: 'image', response: employeeSchema,
    handle: async (c, { params, body }) => {
      const { db, storage } = c.get('deps');
      return c.json(await putEmployeePhoto(db, storage, actorOf(c), readStoreId(c), params.id, body));
    },
  }),
  defineRoute({
    method: 'GET', path: `${one}/photo`, summary: "The employee's photo (JPEG), to this store's users only",
    access: 'member', blockedWhenLapsed: false, produces: ['image/jpeg'], params: idParamSchema, query: photoQuerySchema,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      const bytes = await readEmployeePhoto(db, storage, readStoreId(c), params.id);
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'X-Content-Type-Options': 'nosniff' });
    },
  }),
];
