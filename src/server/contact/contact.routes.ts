import { contactInputSchema } from '#shared/contact/contact.schemas';
import { defineRoute } from '../http/route-manifest';
import { submitContactMessage } from './contact.service';

/** Public: the contact form of /contact-us. */
export const contactRoutes = [
  defineRoute({
    method: 'POST', path: '/contact', summary: 'Send a contact-form message',
    access: 'anonymous', blockedWhenLapsed: false, body: contactInputSchema, successStatus: 201,
    handle: async (c, { body }) => c.json(await submitContactMessage(c.get('deps'), body, c.get('clientIp')), 201),
  }),
];
