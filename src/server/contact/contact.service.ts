import { and, count, eq, gte } from 'drizzle-orm';
import type { ContactInput } from '#shared/contact/contact.schemas';
import { AppError } from '../http/app-error';
import type { AppDeps } from '../http/types';
import { contactMessages } from '../db/schema/index';
import { contactForwardEmail } from '../mail/templates';

const MAX_PER_IP_PER_HOUR = 5;

/** Store the message, then mail it to the support address. A stored message is never lost to a mail failure. */
export async function submitContactMessage(deps: AppDeps, input: ContactInput, ip: string | null) {
  if (ip) {
    const since = new Date(Date.now() - 3_600_000);
    const [row] = await deps.db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.ipAddress, ip), gte(contactMessages.createdAt, since)));
    if ((row?.n ?? 0) >= MAX_PER_IP_PER_HOUR) throw new AppError('RATE_LIMITED');
  }
  const [saved] = await deps.db.insert(contactMessages).values({ ...input, ipAddress: ip }).returning({ id: contactMessages.id });
  try {
    await deps.mailer.send(contactForwardEmail(deps.config.SUPPORT_EMAIL, input));
  } catch (error) {
    console.error('[contact] message stored but not mailed', saved?.id, error);
  }
  return { id: saved!.id };
}
