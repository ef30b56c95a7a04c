import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { failedLoginAttempts } from '../db/schema/index';

export type LoginLimit = { maxAttempts: number; windowMinutes: number };

/** True when the email has reached the failed-attempt limit inside the window (kept in the database). */
export async function isLoginLocked(db: Db, email: string, limit: LoginLimit, now = new Date()): Promise<boolean> {
  const since = new Date(now.getTime() - limit.windowMinutes * 60_000);
  const [row] = await db
    .select({ n: count() })
    .from(failedLoginAttempts)
    .where(and(eq(failedLoginAttempts.email, email), gte(failedLoginAttempts.createdAt, since)));
  return (row?.n ?? 0) >= limit.maxAttempts;
}

/** The spec's log_failed_auth_attempt. */
export async function recordFailedLogin(db: Db, email: string, ip: string | null): Promise<void> {
  await db.insert(failedLoginAttempts).values({ email, ipAddress: ip });
}
