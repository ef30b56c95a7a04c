import type { MailMessage } from '../mail/mailer';

export function accountExistsEmail(to: string, appUrl: string): MailMessage {
  return {
    to,
    subject: 'You already have a Corner Store account',
    text:
      'Someone tried to create a Corner Store account with this email address, which already has one.\n\n' +
      `Sign in at ${appUrl}/auth — or use "Forgot your password?" there if you cannot remember it.\n\n` +
      'If this was not you, you can ignore this email.',
  };
}
