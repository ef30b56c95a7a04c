import { adminStoreSubscriptionSchema } from '#shared/billing/billing.schemas';
import {
  adminExtendTrialInputSchema,
  adminRecordChequeInputSchema,
  adminStoreActionInputSchema,
  adminStoreDeletedSchema,
  adminStoreDetailSchema,
  adminStoreListSchema,
  adminStoreNotesInputSchema,
  adminStoreNotesSchema,
  listAdminStoresQuerySchema,
} from '#shared/admin/admin-stores.schemas';
import { actorOf } from '../auth/session.middleware';
import { defineRoute, uuidParam } from '../http/route-manifest';
import { readDb } from '../http/read-your-writes';
import { adminTransition, recordCheque } from './admin-stores.service';
import { getAdminStore, listAdminStores } from './admin-stores-list.service';
import { deleteAdminStore, saveAdminStoreNotes } from './admin-stores-delete.service';

const one = '/admin/stores/:id';

/** A platform admin's store list, detail and actions (issues 12 and 13; spec part 2 §2). Each action also saves `notes` when sent. */
export const adminStoresRoutes = [
  defineRoute({
    method: 'GET', path: '/admin/stores', summary: 'Stores by name, owner email or owner name and status, one page, with the four counters',
    access: 'admin', blockedWhenLapsed: false, query: listAdminStoresQuerySchema, response: adminStoreListSchema,
    handle: async (c, { query }) => c.json(await listAdminStores(await readDb(c), query)),
  }),
  defineRoute({
    method: 'GET', path: one, summary: 'A store, its owner, its subscription dates, its counts and admin notes',
    access: 'admin', blockedWhenLapsed: false, params: uuidParam('STORE_NOT_FOUND'), response: adminStoreDetailSchema,
    handle: async (c, { params }) => c.json(await getAdminStore(c.get('deps').db, params.id)),
  }),
  defineRoute({
    method: 'PUT', path: `${one}/notes`, summary: 'Save the admin notes alone (at most 5,000 characters)',
    access: 'admin', blockedWhenLapsed: false, params: uuidParam('STORE_NOT_FOUND'), body: adminStoreNotesInputSchema, response: adminStoreNotesSchema,
    handle: async (c, { params, body }) => c.json(await saveAdminStoreNotes(c.get('deps'), params.id, actorOf(c), body.notes)),
  }),
  defineRoute({
    method: 'DELETE', path: one, summary: 'Delete the store, all its data and files, and its users that belong to no other store',
    access: 'admin', blockedWhenLapsed: false, params: uuidParam('STORE_NOT_FOUND'), response: adminStoreDeletedSchema,
    handle: async (c, { params }) => c.json(await deleteAdminStore(c.get('deps'), params.id, actorOf(c))),
  }),
  defineRoute({
    method: 'POST', path: `${one}/cheques`, summary: 'Record a received cheque: active one month from today or from the current end',
    access: 'admin', blockedWhenLapsed: false, errors: ['CHEQUE_ALREADY_RECORDED'], params: uuidParam('STORE_NOT_FOUND'), body: adminRecordChequeInputSchema, response: adminStoreSubscriptionSchema, successStatus: 201,
    handle: async (c, { params, body }) => c.json(await recordCheque(c.get('deps'), params.id, actorOf(c), body), 201),
  }),
  defineRoute({
    method: 'POST', path: `${one}/suspend`, summary: 'Suspend the store (read-only)',
    access: 'admin', blockedWhenLapsed: false, errors: ['SUBSCRIPTION_ALREADY_SUSPENDED'], params: uuidParam('STORE_NOT_FOUND'), body: adminStoreActionInputSchema, response: adminStoreSubscriptionSchema,
    handle: async (c, { params, body }) => c.json(await adminTransition(c.get('deps'), params.id, actorOf(c), { kind: 'suspend' }, body.notes)),
  }),
  defineRoute({
    method: 'POST', path: `${one}/reactivate`, summary: 'Reactivate a suspended store',
    access: 'admin', blockedWhenLapsed: false, errors: ['SUBSCRIPTION_NOT_SUSPENDED'], params: uuidParam('STORE_NOT_FOUND'), body: adminStoreActionInputSchema, response: adminStoreSubscriptionSchema,
    handle: async (c, { params, body }) => c.json(await adminTransition(c.get('deps'), params.id, actorOf(c), { kind: 'reactivate' }, body.notes)),
  }),
  defineRoute({
    method: 'POST', path: `${one}/extend-trial`, summary: 'Extend the trial by 7, 14, 30 or 60 days',
    access: 'admin', blockedWhenLapsed: false, params: uuidParam('STORE_NOT_FOUND'), body: adminExtendTrialInputSchema, response: adminStoreSubscriptionSchema,
    handle: async (c, { params, body }) => c.json(await adminTransition(c.get('deps'), params.id, actorOf(c), { kind: 'extendTrial', days: body.days }, body.notes)),
  }),
];
