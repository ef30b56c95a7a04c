import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema/index';
import { createStoreWithStaff } from '../test-app';
import { type CallTable, type World } from './call';

let chequeNumber = 0;

const adminTargets = new WeakMap<World, Promise<string>>();

/**
 * The store the admin subscription actions are aimed at: a third store (so the two stores of the
 * matrix keep writing), put in the state the action needs (suspend needs a store that is not
 * suspended, reactivate one that is).
 */
async function adminTarget(w: World, status?: 'active' | 'suspended'): Promise<string> {
  if (!adminTargets.has(w)) adminTargets.set(w, createStoreWithStaff(w.t, 'Admin Target').then((s) => s.storeId));
  const id = await adminTargets.get(w)!;
  if (status) await w.t.db.update(stores).set({ subscriptionStatus: status }).where(eq(stores.id, id));
  return id;
}

/** The admin's store pages and subscription actions. One valid request per route (decision 019's matrix and the fuzz suite). */
export const adminStoresCalls: CallTable = {
  'POST /admin/stores/:id/cheques': async (w) => {
    chequeNumber += 1;
    return { path: `/api/admin/stores/${await adminTarget(w)}/cheques`, json: { amountCents: 2499, chequeNumber: `M-${chequeNumber}`, receivedOn: w.today } };
  },
  'POST /admin/stores/:id/suspend': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w, 'active')}/suspend`, json: {} }),
  'POST /admin/stores/:id/reactivate': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w, 'suspended')}/reactivate`, json: {} }),
  'POST /admin/stores/:id/extend-trial': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w)}/extend-trial`, json: { days: 7 } }),
  'GET /admin/stores': () => ({ path: '/api/admin/stores?q=admin&status=all&page=1&size=20' }),
  'GET /admin/stores/:id': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w)}` }),
  'PUT /admin/stores/:id/notes': async (w) => ({ path: `/api/admin/stores/${await adminTarget(w)}/notes`, method: 'PUT', json: { notes: 'Called the owner.' } }),
  // A throwaway store per call: a successful delete must not take the matrix's stores with it.
  'DELETE /admin/stores/:id': async (w) => ({ path: `/api/admin/stores/${(await createStoreWithStaff(w.t, 'Doomed Store')).storeId}`, method: 'DELETE' }),
};
