import { adminStoreSubscriptionSchema, extendTrialInputSchema, recordChequeInputSchema } from '#shared/billing/billing.schemas';
import { idParamSchema } from '#shared/validation/primitives';
import { actorOf } from '../auth/session.middleware';
import { defineRoute } from '../http/route-manifest';
import { adminTransition, recordCheque } from './admin-stores.service';

const one = '/admin/stores/:id';

/** A platform admin's subscription actions on a store (issue 12; the admin store pages are issue 13). */
export const adminStoresRoutes = [
  defineRoute({
    method: 'POST', path: `${one}/cheques`, summary: 'Record a received cheque: active one month from today or from the current end',
    access: 'admin', blockedWhenLapsed: false, params: idParamSchema, body: recordChequeInputSchema, response: adminStoreSubscriptionSchema, successStatus: 201,
    handle: async (c, { params, body }) => c.json(await recordCheque(c.get('deps'), params.id, actorOf(c), body), 201),
  }),
  defineRoute({
    method: 'POST', path: `${one}/suspend`, summary: 'Suspend the store (read-only)',
    access: 'admin', blockedWhenLapsed: false, params: idParamSchema, response: adminStoreSubscriptionSchema,
    handle: async (c, { params }) => c.json(await adminTransition(c.get('deps'), params.id, actorOf(c), { kind: 'suspend' })),
  }),
  defineRoute({
    method: 'POST', path: `${one}/reactivate`, summary: 'Reactivate a suspended store',
    access: 'admin', blockedWhenLapsed: false, params: idParamSchema, response: adminStoreSubscriptionSchema,
    handle: async (c, { params }) => c.json(await adminTransition(c.get('deps'), params.id, actorOf(c), { kind: 'reactivate' })),
  }),
  defineRoute({
    method: 'POST', path: `${one}/extend-trial`, summary: 'Extend the trial by 7, 14, 30 or 60 days',
    access: 'admin', blockedWhenLapsed: false, params: idParamSchema, body: extendTrialInputSchema, response: adminStoreSubscriptionSchema,
    handle: async (c, { params, body }) => c.json(await adminTransition(c.get('deps'), params.id, actorOf(c), { kind: 'extendTrial', days: body.days })),
  }),
];
