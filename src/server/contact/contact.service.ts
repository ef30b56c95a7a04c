import { and, count, eq, gte } from 'drizzle-orm';
import type { ContactInput } from '#shared/contact/contact.schemas';
import { AppError } from '../http/app-error';
import type { AppDeps } from '../http/types';
import { contactMessages } from '../db/schema/index';
import { contactAnswerEmail, contactForwardEmail } from '../mail/templates';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';

const MAX_PER_IP_PER_HOUR = 5;

/**
 * Store the message, then mail it to the support address and answer the sender (received, in the
 * page's language, else their browser's). A stored message is never lost to a mail failure.
 */
export async function submitContactMessage(deps: AppDeps, body: ContactInput, ip: string | null, browserLanguage: Language = DEFAULT_LANGUAGE) {
  const { language = browserLanguage, ...input } = body;
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
  try {
    await deps.mailer.send(contactAnswerEmail(input, language));
  } catch (error) {
    console.error('[contact] answer to the sender not mailed', saved?.id, error);
  }
  return { id: saved!.id };
}
