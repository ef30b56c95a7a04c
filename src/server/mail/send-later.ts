import type { Mailer } from './mailer';
import type { MailMessage } from './mail-message';

/**
 * Send without making the request wait: how long an SMTP server takes must not show in the time of
 * an answer that may not say whether an address has an account. A failure is logged (the outbox
 * row records it too).
 */
export function sendLater(mailer: Mailer, message: MailMessage, log: (line: string) => void = console.error): void {
  mailer.send(message).catch((error: unknown) => log(`[mail] sending "${message.subject}" failed: ${String(error)}`));
}
