import { contactInputSchema, contactResultSchema } from '#shared/contact/contact.schemas';
import { acceptLanguageTags, pickLanguage } from '#shared/i18n/languages';
import { defineRoute } from '../http/route-manifest';
import { submitContactMessage } from './contact.service';

/** Public: the contact form of /contact-us. */
export const contactRoutes = [
  defineRoute({
    method: 'POST', path: '/contact', summary: 'Send a contact-form message',
    access: 'anonymous', blockedWhenLapsed: false, body: contactInputSchema, response: contactResultSchema, successStatus: 201, errors: ['RATE_LIMITED'],
    handle: async (c, { body }) => {
      const browserLanguage = pickLanguage(acceptLanguageTags(c.req.header('accept-language')));
      return c.json(await submitContactMessage(c.get('deps'), body, c.get('clientIp'), browserLanguage), 201);
    },
  }),
];
