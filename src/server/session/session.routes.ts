import { accountLanguageInputSchema, sessionContextSchema } from '#shared/session/session.schemas';
import { defineRoute } from '../http/route-manifest';
import { getSessionContext, setAccountLanguage } from './session.service';

/**
 * GET /api/session answers "who am I": the signed-in context, or JSON null when signed out (an
 * answer, not an error, so a signed-out page does not log a failed request). Every other route
 * still answers 401 without a session.
 */
export const sessionRoutes = [
  defineRoute({
    method: 'GET', path: '/session', summary: 'The signed-in user, role, store and admin flag; null when signed out',
    access: 'anonymous', readsSession: true, blockedWhenLapsed: false, response: sessionContextSchema.nullable(),
    handle: async (c) => {
      const user = c.get('user');
      return c.json(user ? await getSessionContext(c.get('deps').db, user) : null);
    },
  }),
  defineRoute({
    method: 'PUT', path: '/account/language', summary: "The signed-in person's language (English or Spanish), kept on their profile",
    access: 'signedIn', blockedWhenLapsed: false, body: accountLanguageInputSchema, successStatus: 204,
    handle: async (c, { body }) => {
      await setAccountLanguage(c.get('deps').db, c.get('user')!, body.language);
      return c.body(null, 204);
    },
  }),
];
