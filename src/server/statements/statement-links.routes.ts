import { createdStatementLinkSchema, createStatementLinkInputSchema, statementLinkListSchema } from '#shared/statements/statement-link.schemas';
import type { Membership } from '../http/types';
import { defineRoute, uuidParam } from '../http/route-manifest';
import { actorOf } from './outside';
import { createStatementLink, listStatementLinks, revokeStatementLink } from './statement-links.service';

/** /api/customers/:id/statement-links and /api/statement-links/:id/revoke (decision 050). */
export const statementLinksRoutes = [
  defineRoute({
    method: 'POST', path: '/customers/:id/statement-links', summary: "Make a link to the customer's statement (owner; employees if Store Settings allow)",
    access: 'member', blockedWhenLapsed: true, errors: ['CUSTOMER_ARCHIVED', 'OWNER_ONLY'], params: uuidParam(), body: createStatementLinkInputSchema,
    response: createdStatementLinkSchema, successStatus: 201,
    handle: async (c, { params, body }) => {
      const { db, config } = c.get('deps');
      const context = { membership: c.get('membership') as Membership, appUrl: config.appUrl, actorName: c.get('user')?.displayName ?? null, expiresInDays: body.expiresInDays };
      return c.json(await createStatementLink(db, actorOf(c), params.id, context), 201);
    },
  }),
  defineRoute({
    method: 'GET', path: '/customers/:id/statement-links', summary: "The customer's statement links (owner)",
    access: 'owner', blockedWhenLapsed: false, params: uuidParam(), response: statementLinkListSchema,
    handle: async (c, { params }) => {
      const { storeId } = c.get('membership') as Membership;
      return c.json({ links: await listStatementLinks(c.get('deps').db, storeId, params.id) });
    },
  }),
  // Not blocked when lapsed: withdrawing a link already shared protects the customer (decision 050).
  defineRoute({
    method: 'POST', path: '/statement-links/:id/revoke', summary: 'Revoke a statement link (owner)',
    access: 'owner', blockedWhenLapsed: false, params: uuidParam(), successStatus: 204,
    handle: async (c, { params }) => {
      const { storeId } = c.get('membership') as Membership;
      await revokeStatementLink(c.get('deps').db, actorOf(c), storeId, params.id);
      return c.body(null, 204);
    },
  }),
];
