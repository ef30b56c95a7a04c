import { insertCustomer } from '../../credit/credit-test-support';
import { range, type CallTable, type World } from './call';

/** A customer of the first store made for one request (deleting, crediting and paying change it). */
async function freshCustomer(w: World, balanceCents = 0): Promise<string> {
  const customer = await insertCustomer(w.t, w.store.storeId, { name: 'Fresh Person' });
  if (balanceCents > 0) {
    const given = await w.t.request(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: w.store.owner.cookie, json: { amountCents: balanceCents } });
    if (given.status !== 201) throw new Error(`credit failed: ${given.status}`);
  }
  return customer.id;
}

/** Customers, their credit, payments and statements. One valid request per route (decision 019's matrix and the fuzz suite). */
export const customersCalls: CallTable = {
  'GET /customers': () => ({ path: '/api/customers?q=ana' }),
  'POST /customers': () => ({ path: '/api/customers', json: { name: 'New Person', phone: '+12175550199' } }),
  'GET /customers/:id': (w) => ({ path: `/api/customers/${w.customerId}` }),
  'DELETE /customers/:id': async (w) => ({ path: `/api/customers/${await freshCustomer(w)}`, method: 'DELETE' }),
  'POST /customers/:id/restore': async (w) => {
    const archived = await insertCustomer(w.t, w.store.storeId, { name: 'Archived Person', archivedAt: new Date() });
    return { path: `/api/customers/${archived.id}/restore`, json: {} };
  },
  'PATCH /customers/:id/status': (w) => ({ path: `/api/customers/${w.customerId}/status`, method: 'PATCH', json: { loyalCustomer: true } }),
  'PATCH /customers/:id/red-flag': (w) => ({ path: `/api/customers/${w.customerId}/red-flag`, method: 'PATCH', json: { internalRedFlag: false } }),
  'PUT /customers/:id/credit-limit': (w) => ({ path: `/api/customers/${w.customerId}/credit-limit`, method: 'PUT', json: { creditLimitCents: 5000 } }),
  'PUT /customers/:id/language': (w) => ({ path: `/api/customers/${w.customerId}/language`, method: 'PUT', json: { language: 'es' } }),
  'PUT /customers/:id/photo': (w) => ({ path: `/api/customers/${w.customerId}/photo`, method: 'PUT', body: new Uint8Array(w.photo) }),
  'GET /customers/:id/photo': (w) => ({ path: `/api/customers/${w.customerId}/photo` }),
  'DELETE /customers/:id/photo': async (w) => ({ path: `/api/customers/${await freshCustomer(w)}/photo`, method: 'DELETE' }),
  'POST /customers/:id/credit': async (w) => ({ path: `/api/customers/${await freshCustomer(w)}/credit`, json: { amountCents: 500 } }),
  'POST /customers/:id/payments': async (w) => ({ path: `/api/customers/${await freshCustomer(w, 1000)}/payments`, json: { amountCents: 300 } }),
  'POST /customers/:id/reset-daily-credit': (w) => ({ path: `/api/customers/${w.customerId}/reset-daily-credit`, json: {} }),
  'GET /customers/:id/transactions': (w) => ({ path: `/api/customers/${w.customerId}/transactions` }),
  'GET /customers/:id/statement': (w) => ({ path: `/api/customers/${w.customerId}/statement${range}` }),
};
