import type { Context } from 'hono';
import { AppError } from '../http/app-error';
import type { AppEnv } from '../http/types';
import { claimPasswordCheck, releasePasswordCheck } from './login-limit.service';

/** Better Auth's answer to a wrong current password (verify-password, change-password): 400 INVALID_PASSWORD. */
export async function isWrongPasswordAnswer(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response.clone().json().catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'INVALID_PASSWORD';
}

/**
 * Every place a password is checked goes through here: the per-email lock (login-limit.service.ts)
 * decides first — locked answers 429 TOO_MANY_LOGIN_ATTEMPTS without looking at the password —
 * then the check runs; a wrong password keeps its attempt row, any other outcome gives it back.
 */
export async function withPasswordCheck(
  c: Context<AppEnv>,
  email: string,
  check: () => Promise<Response>,
  isWrongPassword: (response: Response) => boolean | Promise<boolean>,
): Promise<Response> {
  const { db, config } = c.get('deps');
  const limit = { maxAttempts: config.LOGIN_MAX_FAILED_ATTEMPTS, windowMinutes: config.LOGIN_WINDOW_MINUTES };
  const attemptId = await claimPasswordCheck(db, email.trim().toLowerCase(), c.get('clientIp'), limit);
  if (!attemptId) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
  let response: Response;
  try {
    response = await check();
  } catch (error) {
    await releasePasswordCheck(db, attemptId);
    throw error;
  }
  if (!(await isWrongPassword(response))) await releasePasswordCheck(db, attemptId);
  return response;
}
