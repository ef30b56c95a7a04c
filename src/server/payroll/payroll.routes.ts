import type { Context } from 'hono';
import {
  createPayrollEntryInputSchema,
  employeePayrollSchema,
  listPayrollQuerySchema,
  payrollEntrySchema,
  payrollPageSchema,
} from '#shared/payroll/payroll.schemas';
import { idParamSchema } from '#shared/validation/primitives';
import type { AppEnv, Membership } from '../http/types';
import { defineRoute, uuidParam } from '../http/route-manifest';
import { actorOf } from '../auth/session.middleware';
import { findPayrollEntry, getEmployeePayroll, listPayrollPage, toPayrollEntryDto } from './payroll.queries';
import { createPayrollEntry, deletePayrollEntry, readSignature } from './payroll.service';

const membershipOf = (c: Context<AppEnv>) => c.get('membership') as Membership;
const one = '/payroll/:id';

/** /api/payroll: the owner's payroll (spec part 2 §2 Payroll). Every route is owner-only. */
export const payrollRoutes = [
  defineRoute({
    method: 'GET', path: '/payroll', summary: 'Owner: payroll entries, newest first, pages of 50 by ?cursor; ?employeeId, ?from&to (start dates)',
    access: 'owner', blockedWhenLapsed: false, query: listPayrollQuerySchema, response: payrollPageSchema,
    handle: async (c, { query }) => c.json(await listPayrollPage(c.get('deps').db, membershipOf(c).storeId, query)),
  }),
  defineRoute({
    method: 'POST', path: '/payroll', summary: 'Owner: record a payroll entry with the employee\'s drawn signature (base64 PNG, at most 200 KB)',
    access: 'owner', blockedWhenLapsed: true, errors: ['NOT_FOUND'], body: createPayrollEntryInputSchema, response: payrollEntrySchema, successStatus: 201,
    handle: async (c, { body }) => {
      const { db, storage } = c.get('deps');
      const { storeId, timezone } = membershipOf(c);
      return c.json(await createPayrollEntry(db, storage, actorOf(c), { storeId, timezone }, body), 201);
    },
  }),
  defineRoute({
    method: 'GET', path: one, summary: 'Owner: one payroll entry',
    access: 'owner', blockedWhenLapsed: false, params: uuidParam(), response: payrollEntrySchema,
    handle: async (c, { params }) => c.json(toPayrollEntryDto(await findPayrollEntry(c.get('deps').db, membershipOf(c).storeId, params.id))),
  }),
  defineRoute({
    method: 'DELETE', path: one, summary: 'Owner: delete a payroll entry and its signature (a correction is delete + new entry)',
    access: 'owner', blockedWhenLapsed: true, params: uuidParam(), successStatus: 204,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      await deletePayrollEntry(db, storage, actorOf(c), membershipOf(c).storeId, params.id);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'GET', path: `${one}/signature`, summary: "Owner: the entry's signature (PNG), never a public URL",
    access: 'owner', blockedWhenLapsed: false, produces: ['image/png'], params: uuidParam(),
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      const bytes = await readSignature(db, storage, membershipOf(c).storeId, params.id);
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/png', 'X-Content-Type-Options': 'nosniff' });
    },
  }),
  defineRoute({
    method: 'GET', path: '/employees/:id/payroll', summary: "Owner: an employee's payroll: the person, a summary and the history",
    access: 'owner', blockedWhenLapsed: false, params: idParamSchema, response: employeePayrollSchema,
    handle: async (c, { params }) => c.json(await getEmployeePayroll(c.get('deps').db, membershipOf(c).storeId, params.id)),
  }),
];
