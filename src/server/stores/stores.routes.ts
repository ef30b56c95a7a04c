import { Hono } from 'hono';
import { storeSettingsInputSchema, storeSetupInputSchema } from '#shared/stores/store.schemas';
import type { AppEnv, Membership, SignedInUser } from '../http/types';
import { parseInput, readJson } from '../http/validate';
import { actorOf, requireMember, requireOwner, requireUser } from '../auth/session.middleware';
import { getStore, setupStore, updateStoreSettings } from './stores.service';

export const storesRoutes = new Hono<AppEnv>()
  .post('/setup', requireUser, async (c) => {
    const input = parseInput(storeSetupInputSchema, await readJson(c.req.raw));
    const user = c.get('user') as SignedInUser;
    const result = await setupStore(c.get('deps').db, { ...actorOf(c), userId: user.id }, input);
    return c.json(result, 201);
  })
  .get('/current', requireMember, async (c) => {
    const { storeId } = c.get('membership') as Membership;
    return c.json(await getStore(c.get('deps').db, storeId));
  })
  .put('/current', requireOwner, async (c) => {
    const input = parseInput(storeSettingsInputSchema, await readJson(c.req.raw));
    const { storeId } = c.get('membership') as Membership;
    return c.json(await updateStoreSettings(c.get('deps').db, actorOf(c), storeId, input));
  });
