import { eq } from 'drizzle-orm';
import type { SupportEmailInput, TestEmailResult } from '#shared/admin/admin-users.schemas';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { securityAuditLog, users } from '../db/schema/index';

/**
 * Mail an admin sends from the admin users screen (spec part 2 §2). Each send is written to the
 * security audit log with the admin's id (the mailer keeps the message itself in email_outbox).
 */
async function auditMail(deps: AppDeps, actor: Actor, recordId: string) {
  await deps.db.insert(securityAuditLog).values({
    action: 'INSERT', tableName: 'email_outbox', recordId, userId: actor.userId, ipAddress: actor.ip, userAgent: actor.userAgent?.slice(0, 100) ?? null,
  });
}

/** A password-reset link for an existing account (an unknown address is 404: admins may know who exists). */
export async function sendAdminPasswordReset(deps: AppDeps, email: string, actor: Actor) {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new AppError('NOT_FOUND');
  await deps.auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth?mode=reset' } });
  await auditMail(deps, actor, `password-reset:${email}`);
}

export async function sendSupportEmail(deps: AppDeps, input: SupportEmailInput, actor: Actor) {
  try {
    await deps.mailer.send({ to: input.to, subject: input.subject, text: input.message });
  } catch {
    throw new AppError('MAIL_FAILED');
  }
  await auditMail(deps, actor, `support:${input.to}`);
}

/** A test message through the configured mail transport; a failure answers the transport's own error text. */
export async function sendTestEmail(deps: AppDeps, email: string, actor: Actor): Promise<TestEmailResult> {
  let smtpError: string | null = null;
  try {
    await deps.mailer.send({
      to: email,
      subject: 'Corner Store test email',
      text: 'This is a test email from Corner Store. If you can read it, outgoing mail works.',
    });
  } catch (error) {
    smtpError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  }
  await auditMail(deps, actor, `test:${email}`);
  return { delivered: smtpError === null, smtpError };
}
