import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { failedLoginAttempts } from '../db/schema/index';

export type LoginLimit = { maxAttempts: number; windowMinutes: number };

/**
 * Claim the right to check one password of this email (sign-in, verify-password, change-password).
 * The check is written as a failed attempt BEFORE the password is looked at, and only while the
 * email has fewer than `maxAttempts` attempts in the window. A per-email, transaction-scoped
 * advisory lock makes count-and-insert one decision (the count is a second statement, after the
 * lock, so it sees every attempt committed before it): however many requests arrive at once, at
 * most `maxAttempts` passwords are checked. Returns the attempt's id, or null: locked, do not check.
 */
export async function claimPasswordCheck(db: Db, email: string, ip: string | null, limit: LoginLimit): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${email}`}, 0))`);
    const since = sql`now() - make_interval(secs => ${limit.windowMinutes * 60}::double precision)`;
    const result = await tx.execute<{ id: string }>(sql`
      insert into failed_login_attempts (email, ip_address)
      select ${email}::text, ${ip}::text
      where (select count(*) from failed_login_attempts where email = ${email} and created_at >= ${since}) < ${limit.maxAttempts}
      returning id`);
    return result.rows[0]?.id ?? null;
  });
}

/** The password was right (or never judged): the claimed attempt is not a failure. */
export async function releasePasswordCheck(db: Db, attemptId: string): Promise<void> {
  await db.delete(failedLoginAttempts).where(eq(failedLoginAttempts.id, attemptId));
}
