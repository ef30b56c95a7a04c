import { Hono } from 'hono';
import { signUpInputSchema } from '#shared/auth/auth.schemas';
import { parseInput, readJson } from '../http/validate';
import type { AppEnv } from '../http/types';
import { actorOf } from '../auth/session.middleware';
import { signUpOwner } from './signup.service';

export const signupRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const input = parseInput(signUpInputSchema, await readJson(c.req.raw));
  await signUpOwner(c.get('deps'), input, actorOf(c));
  return c.json({ ok: true, verificationRequired: c.get('deps').config.mailMode === 'smtp' }, 201);
});
