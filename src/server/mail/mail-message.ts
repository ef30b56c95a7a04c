/** One e-mail as the app makes it: the templates write it, the mailer sends it or keeps it in the outbox. */
export type MailMessage = { to: string; subject: string; text: string; html?: string };
