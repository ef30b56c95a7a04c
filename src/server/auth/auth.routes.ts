import { Hono } from 'hono';
import type { Context } from 'hono';
import { signInInputSchema } from '#shared/auth/auth.schemas';
import { isStrongPassword } from '#shared/auth/password';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/validate';
import type { AppEnv } from '../http/types';
import { CLIENT_IP_HEADER } from './auth';
import { loadSession } from './session.middleware';
import { isWrongPasswordAnswer, withPasswordCheck } from './password-check';

/** Hand the request to Better Auth with the client IP header set by us (any incoming copy is replaced). */
function forwardToAuth(c: Context<AppEnv>, body?: string): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = c.get('clientIp');
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) init.body = body;
  else if (!['GET', 'HEAD'].includes(c.req.method)) init.body = c.req.raw.body;
  return c.get('deps').auth.handler(new Request(c.req.raw.url, { ...init, duplex: 'half' } as RequestInit));
}

async function readBody(c: Context<AppEnv>): Promise<{ raw: string; json: unknown }> {
  const raw = await c.req.raw.text();
  try {
    return { raw, json: JSON.parse(raw) };
  } catch {
    throw new AppError('VALIDATION_FAILED', { _: 'invalid_json' });
  }
}

/** The server-side strength check applies to every way a password is set. */
async function readStrongNewPassword(c: Context<AppEnv>): Promise<string> {
  const { raw, json } = await readBody(c);
  const password = (json as { newPassword?: unknown }).newPassword;
  if (typeof password !== 'string' || !isStrongPassword(password)) {
    throw new AppError('WEAK_PASSWORD', { newPassword: 'weak_password' });
  }
  return raw;
}

function answerNewPassword(response: Response): Response {
  if (response.status === 400) throw new AppError('VALIDATION_FAILED', { token: 'invalid_token' });
  return response;
}

async function withStrongNewPassword(c: Context<AppEnv>) {
  return answerNewPassword(await forwardToAuth(c, await readStrongNewPassword(c)));
}

/** A signed-in user's current password is checked under the same per-email lock as sign-in. */
function withSessionPasswordCheck(c: Context<AppEnv>, check: () => Promise<Response>): Promise<Response> {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  return withPasswordCheck(c, user.email, check, isWrongPasswordAnswer);
}

export const authRoutes = new Hono<AppEnv>()
  // Sign-up goes through /api/signup (store information, password strength); the bare endpoint is closed.
  .post('/sign-up/email', () => {
    throw new AppError('NOT_FOUND');
  })
  .post('/sign-in/email', async (c) => {
    const { json } = await readBody(c);
    const input = parseInput(signInInputSchema, json);
    const forward = () => forwardToAuth(c, JSON.stringify({ ...(json as object), email: input.email }));
    const response = await withPasswordCheck(c, input.email, forward, (r) => r.status === 401);
    if (response.status === 401) throw new AppError('INVALID_CREDENTIALS');
    if (response.status === 403) throw new AppError('EMAIL_NOT_VERIFIED');
    if (response.status === 429) throw new AppError('RATE_LIMITED');
    return response;
  })
  .post('/reset-password', withStrongNewPassword)
  .post('/change-password', loadSession, async (c) => {
    const raw = await readStrongNewPassword(c);
    return answerNewPassword(await withSessionPasswordCheck(c, () => forwardToAuth(c, raw)));
  })
  .post('/verify-password', loadSession, (c) => withSessionPasswordCheck(c, () => forwardToAuth(c)))
  .all('/*', (c) => forwardToAuth(c));
