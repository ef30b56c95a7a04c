import { Hono } from 'hono';
import type { AppEnv, SignedInUser } from '../http/types';
import { requireUser } from '../auth/session.middleware';
import { getSessionContext } from './session.service';

export const sessionRoutes = new Hono<AppEnv>().get('/', requireUser, async (c) => {
  return c.json(await getSessionContext(c.get('deps').db, c.get('user') as SignedInUser));
});
