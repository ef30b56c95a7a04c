import { storeSchema, storeSettingsInputSchema, storeSetupInputSchema, storeSetupResultSchema } from '#shared/stores/store.schemas';
import type { Membership, SignedInUser } from '../http/types';
import { defineRoute } from '../http/route-manifest';
import { actorOf } from '../auth/session.middleware';
import { getStore, setupStore, updateStoreSettings } from './stores.service';

export const storesRoutes = [
  defineRoute({
    method: 'POST', path: '/stores/setup', summary: 'First-login store setup (one store per owner)',
    access: 'signedIn', blockedWhenLapsed: false, body: storeSetupInputSchema, response: storeSetupResultSchema, successStatus: 201, errors: ['SETUP_NOT_ALLOWED', 'STORE_ALREADY_SET_UP'],
    handle: async (c, { body }) => {
      const user = c.get('user') as SignedInUser;
      return c.json(await setupStore(c.get('deps').db, { ...actorOf(c), userId: user.id }, body), 201);
    },
  }),
  defineRoute({
    method: 'GET', path: '/stores/current', summary: "The caller's store",
    access: 'member', blockedWhenLapsed: false, response: storeSchema,
    handle: async (c) => c.json(await getStore(c.get('deps').db, (c.get('membership') as Membership).storeId)),
  }),
  defineRoute({
    method: 'PUT', path: '/stores/current', summary: 'Store Settings',
    access: 'owner', blockedWhenLapsed: true, body: storeSettingsInputSchema, response: storeSchema,
    handle: async (c, { body }) => {
      const { storeId } = c.get('membership') as Membership;
      return c.json(await updateStoreSettings(c.get('deps').db, actorOf(c), storeId, body));
    },
  }),
];
