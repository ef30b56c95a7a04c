import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { getSessionContext } from './session.service';

/**
 * GET /api/session answers "who am I": the signed-in context, or JSON null when signed out (an
 * answer, not an error, so a signed-out page does not log a failed request). Every other route
 * still answers 401 without a session.
 */
export const sessionRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const user = c.get('user');
  return c.json(user ? await getSessionContext(c.get('deps').db, user) : null);
});
