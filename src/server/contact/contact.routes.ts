import { Hono } from 'hono';
import { contactInputSchema } from '#shared/contact/contact.schemas';
import type { AppEnv } from '../http/types';
import { parseInput, readJson } from '../http/validate';
import { submitContactMessage } from './contact.service';

/** Public: the contact form of /contact-us. */
export const contactRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = parseInput(contactInputSchema, await readJson(c.req.raw));
  return c.json(await submitContactMessage(c.get('deps'), input, c.get('clientIp')), 201);
});
