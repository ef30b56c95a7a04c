import type { CallTable } from './call';

/** Statement links (issue 26). One valid request per route (decision 019's matrix and the fuzz suite). */
export const statementsCalls: CallTable = {
  'POST /customers/:id/statement-links': (w) => ({ path: `/api/customers/${w.customerId}/statement-links`, json: { expiresInDays: 7 } }),
  'GET /customers/:id/statement-links': (w) => ({ path: `/api/customers/${w.customerId}/statement-links` }),
  'POST /statement-links/:id/revoke': async (w) => {
    const made = await w.t.request(`/api/customers/${w.customerId}/statement-links`, { method: 'POST', cookie: w.store.owner.cookie, json: {} });
    if (made.status !== 201) throw new Error(`statement link failed: ${made.status}`);
    const { link } = (await made.json()) as { link: { id: string } };
    return { path: `/api/statement-links/${link.id}/revoke`, json: {} };
  },
};
