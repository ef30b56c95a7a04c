import { Hono } from 'hono';
import type { Context } from 'hono';
import { signInInputSchema } from '#shared/auth/auth.schemas';
import { isStrongPassword } from '#shared/auth/password';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/validate';
import type { AppEnv } from '../http/types';
import { CLIENT_IP_HEADER } from './auth';
import { isLoginLocked, recordFailedLogin } from './login-limit.service';

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
async function withStrongNewPassword(c: Context<AppEnv>) {
  const { raw, json } = await readBody(c);
  const password = (json as { newPassword?: unknown }).newPassword;
  if (typeof password !== 'string' || !isStrongPassword(password)) {
    throw new AppError('WEAK_PASSWORD', { newPassword: 'weak_password' });
  }
  const response = await forwardToAuth(c, raw);
  if (response.status === 400) throw new AppError('VALIDATION_FAILED', { token: 'invalid_token' });
  return response;
}

export const authRoutes = new Hono<AppEnv>()
  // Sign-up goes through /api/signup (store information, password strength); the bare endpoint is closed.
  .post('/sign-up/email', () => {
    throw new AppError('NOT_FOUND');
  })
  .post('/sign-in/email', async (c) => {
    const { db, config } = c.get('deps');
    const { json } = await readBody(c);
    const input = parseInput(signInInputSchema, json);
    const limit = { maxAttempts: config.LOGIN_MAX_FAILED_ATTEMPTS, windowMinutes: config.LOGIN_WINDOW_MINUTES };
    if (await isLoginLocked(db, input.email, limit)) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
    const response = await forwardToAuth(c, JSON.stringify({ ...(json as object), email: input.email }));
    if (response.status === 401) {
      await recordFailedLogin(db, input.email, c.get('clientIp'));
      throw new AppError('INVALID_CREDENTIALS');
    }
    if (response.status === 403) throw new AppError('EMAIL_NOT_VERIFIED');
    if (response.status === 429) throw new AppError('RATE_LIMITED');
    return response;
  })
  .post('/reset-password', withStrongNewPassword)
  .post('/change-password', withStrongNewPassword)
  .all('/*', (c) => forwardToAuth(c));
