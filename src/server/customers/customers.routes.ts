import type { Context } from 'hono';
import {
  createCustomerInputSchema,
  customerPageSchema,
  customerSchema,
  deleteCustomerResultSchema,
  listCustomersQuerySchema,
  photoQuerySchema,
  updateCreditLimitInputSchema,
  updateCustomerLanguageInputSchema,
  updateCustomerStatusInputSchema,
  updateRedFlagInputSchema,
} from '#shared/customers/customer.schemas';
import type { AppEnv, Membership } from '../http/types';
import { defineRoute, pureQuery, uuidParam } from '../http/route-manifest';
import { actorOf } from '../auth/session.middleware';
import { listCustomers } from './customers.queries';
import { customerPageJson } from './customer-page-json';
import { AppError } from '../http/app-error';
import { markReplay, readIdempotencyKey } from '../http/idempotency-header';
import { createCustomer, deleteCustomer, getCustomer, restoreCustomer, updateCreditLimit, updateCustomerLanguage, updateCustomerStatus, updateRedFlag } from './customers.service';
import { deleteCustomerPhoto, putCustomerPhoto, readCustomerPhoto } from './customer-photos.service';

/** The store of the signed-in member (never from the request). */
const readStoreId = (c: Context<AppEnv>) => (c.get('membership') as Membership).storeId;
/** The store's time zone, read with the session (saves a store query per request). */
const readTimezone = (c: Context<AppEnv>) => (c.get('membership') as Membership).timezone;

const one = '/customers/:id';

/** /api/customers: the directory, one customer, staff and owner switches, photos. */
export const customersRoutes = [
  defineRoute({
    method: 'GET', path: '/customers', summary: 'Customer directory: ?q search, pages of 50 by ?cursor; ?archived=true (owner): the archived customers',
    access: 'member', blockedWhenLapsed: false, errors: ['OWNER_ONLY'], query: pureQuery(listCustomersQuerySchema), response: customerPageSchema,
    handle: async (c, { query }) => {
      if (query.archived && (c.get('membership') as Membership).role !== 'store_owner') throw new AppError('OWNER_ONLY');
      return c.json(customerPageJson(await listCustomers(c.get('deps').db, readStoreId(c), query, readTimezone(c))));
    },
  }),
  defineRoute({
    method: 'POST', path: '/customers', summary: 'Add a customer (the server makes the 8-digit id; Idempotency-Key header: a retry returns the first answer)',
    access: 'member', blockedWhenLapsed: true, errors: ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS', 'ENTRY_TOO_OLD', 'ENTRY_IN_FUTURE'], body: createCustomerInputSchema, response: customerSchema, successStatus: 201,
    handle: async (c, { body }) => {
      const created = await createCustomer(c.get('deps').db, actorOf(c), readStoreId(c), body, readTimezone(c), { idempotencyKey: readIdempotencyKey(c) });
      markReplay(c, created.isReplay);
      return c.json(created.body, 201);
    },
  }),
  defineRoute({
    method: 'GET', path: one, summary: 'One customer',
    access: 'member', blockedWhenLapsed: false, params: uuidParam(), response: customerSchema,
    handle: async (c, { params }) => c.json(await getCustomer(c.get('deps').db, readStoreId(c), params.id, readTimezone(c))),
  }),
  defineRoute({
    method: 'DELETE', path: one, summary: 'Delete a customer: archived when they have ledger entries, else removed; refused while the balance is not zero',
    access: 'member', blockedWhenLapsed: true, errors: ['CUSTOMER_HAS_BALANCE', 'CUSTOMER_HAS_STORE_CREDIT', 'OWNER_ONLY'], params: uuidParam(), response: deleteCustomerResultSchema,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      return c.json(await deleteCustomer(db, storage, actorOf(c), readStoreId(c), params.id));
    },
  }),
  defineRoute({
    method: 'POST', path: `${one}/restore`, summary: 'Owner: bring an archived customer back into the directory',
    access: 'owner', blockedWhenLapsed: true, params: uuidParam(), response: customerSchema,
    handle: async (c, { params }) => c.json(await restoreCustomer(c.get('deps').db, actorOf(c), readStoreId(c), params.id, readTimezone(c))),
  }),
  defineRoute({
    method: 'PATCH', path: `${one}/status`, summary: 'Block, Verified or Loyal',
    access: 'member', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED', 'CUSTOMER_BLOCKED', 'OWNER_ONLY'], params: uuidParam(), body: updateCustomerStatusInputSchema, response: customerSchema,
    handle: async (c, { params, body }) =>
      c.json(await updateCustomerStatus(c.get('deps').db, actorOf(c), readStoreId(c), params.id, body, readTimezone(c))),
  }),
  defineRoute({
    method: 'PUT', path: `${one}/language`, summary: "The language of the customer's reminders, receipts and statement (null: the store's)",
    access: 'member', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED'], params: uuidParam(), body: updateCustomerLanguageInputSchema, response: customerSchema,
    handle: async (c, { params, body }) =>
      c.json(await updateCustomerLanguage(c.get('deps').db, actorOf(c), readStoreId(c), params.id, body, readTimezone(c))),
  }),
  defineRoute({
    method: 'PATCH', path: `${one}/red-flag`, summary: 'Red flag and its reason',
    access: 'owner', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED'], params: uuidParam(), body: updateRedFlagInputSchema, response: customerSchema,
    handle: async (c, { params, body }) =>
      c.json(await updateRedFlag(c.get('deps').db, actorOf(c), readStoreId(c), params.id, body, readTimezone(c))),
  }),
  defineRoute({
    method: 'PUT', path: `${one}/credit-limit`, summary: 'Credit limit',
    access: 'owner', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED'], params: uuidParam(), body: updateCreditLimitInputSchema, response: customerSchema,
    handle: async (c, { params, body }) =>
      c.json(await updateCreditLimit(c.get('deps').db, actorOf(c), readStoreId(c), params.id, body, readTimezone(c))),
  }),
  defineRoute({
    method: 'PUT', path: `${one}/photo`, summary: 'Photo upload: raw JPEG/PNG/WebP bytes, at most 5 MB',
    access: 'member', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED', 'UNSUPPORTED_IMAGE'], params: uuidParam(), body: 'image', response: customerSchema,
    handle: async (c, { params, body }) => {
      const { db, storage } = c.get('deps');
      const target = { storeId: readStoreId(c), customerId: params.id, timezone: readTimezone(c) };
      return c.json(await putCustomerPhoto(db, storage, actorOf(c), target, body));
    },
  }),
  defineRoute({
    method: 'GET', path: `${one}/photo`, summary: "The customer's photo (JPEG), to this store's users only",
    access: 'member', blockedWhenLapsed: false, produces: ['image/jpeg'], params: uuidParam(), query: photoQuerySchema,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      const bytes = await readCustomerPhoto(db, storage, readStoreId(c), params.id);
      return c.body(new Uint8Array(bytes), 200, { 'Content-Type': 'image/jpeg', 'X-Content-Type-Options': 'nosniff' });
    },
  }),
  defineRoute({
    method: 'DELETE', path: `${one}/photo`, summary: 'Remove the photo',
    access: 'member', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED'], params: uuidParam(), response: customerSchema,
    handle: async (c, { params }) => {
      const { db, storage } = c.get('deps');
      return c.json(await deleteCustomerPhoto(db, storage, actorOf(c), readStoreId(c), params.id, readTimezone(c)));
    },
  }),
];
