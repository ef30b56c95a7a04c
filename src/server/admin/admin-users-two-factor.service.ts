import { eq } from 'drizzle-orm';
import type { TwoFactorEnrolment, TwoFactorStatus } from '#shared/admin/admin-users.schemas';
import { AppError } from '../http/app-error';
import type { AppDeps, SignedInUser } from '../http/types';
import type { Db } from '../db/client';
import { adminTotp, adminVerifiedSessions } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import type { Actor } from '../db/actor';
import { readSystemSettings } from '../config/settings-store';
import { claimPasswordCheck, releasePasswordCheck } from '../auth/login-limit.service';
import { matchingStep, newTotpSecret, otpauthUri } from './admin-users-totp';
import { openSecretText, sealSecretText } from '../secrets/sealed-secret';

/** Where this admin session stands with the second factor (decision 035). */
export async function twoFactorStatus(db: Db, user: SignedInUser): Promise<TwoFactorStatus> {
  const { require_two_factor: required } = await readSystemSettings(db);
  const [totp] = await db.select({ enabledAt: adminTotp.enabledAt }).from(adminTotp).where(eq(adminTotp.userId, user.id)).limit(1);
  const [verified] = await db.select({ id: adminVerifiedSessions.sessionId }).from(adminVerifiedSessions).where(eq(adminVerifiedSessions.sessionId, user.sessionId)).limit(1);
  return { required, enrolled: !!totp?.enabledAt, verified: !!verified };
}

/** A new secret for an admin not enrolled yet (a fresh one each time until a code confirms it). */
export async function startEnrolment(deps: AppDeps, user: SignedInUser): Promise<TwoFactorEnrolment> {
  const [existing] = await deps.db.select({ enabledAt: adminTotp.enabledAt }).from(adminTotp).where(eq(adminTotp.userId, user.id)).limit(1);
  if (existing?.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENROLLED');
  const secret = newTotpSecret();
  // Kept sealed under AUTH_SECRET: a database dump or backup alone does not give the codes away.
  const stored = sealSecretText(deps.config.AUTH_SECRET!, secret, 'admin-totp');
  await deps.db.insert(adminTotp).values({ userId: user.id, secret: stored }).onConflictDoUpdate({ target: adminTotp.userId, set: { secret: stored, lastStep: 0 } });
  return { secret, otpauthUri: otpauthUri(secret, user.email) };
}

/**
 * Check a code: confirms enrolment the first time, and marks this session verified. Each code works
 * once (its step must be later than the last accepted one). Codes count toward the same per-email
 * lock as passwords (claimed before the check, released when right): no guessing a million codes.
 */
export async function verifyCode(deps: AppDeps, user: SignedInUser, code: string, actor: Actor, ip: string | null) {
  const { config, db } = deps;
  const attemptId = await claimPasswordCheck(db, user.email, ip, { maxAttempts: config.LOGIN_MAX_FAILED_ATTEMPTS, windowMinutes: config.LOGIN_WINDOW_MINUTES });
  if (!attemptId) throw new AppError('TOO_MANY_LOGIN_ATTEMPTS');
  const accepted = await withActor(db, actor, async (tx) => {
    const [totp] = await tx.select().from(adminTotp).where(eq(adminTotp.userId, user.id)).for('update');
    if (!totp) return null;
    const secret = openSecretText(config.AUTH_SECRET!, totp.secret, 'admin-totp');
    const step = secret === null ? null : matchingStep(secret, code);
    if (step === null || step <= totp.lastStep) return false;
    await tx.update(adminTotp).set({ lastStep: step, enabledAt: totp.enabledAt ?? new Date() }).where(eq(adminTotp.userId, user.id));
    await tx.insert(adminVerifiedSessions).values({ sessionId: user.sessionId }).onConflictDoNothing();
    return true;
  });
  if (accepted === null) {
    await releasePasswordCheck(db, attemptId);
    throw new AppError('TWO_FACTOR_ENROLMENT_REQUIRED');
  }
  if (!accepted) throw new AppError('VALIDATION_FAILED', { code: 'invalid_code' });
  await releasePasswordCheck(db, attemptId);
}
