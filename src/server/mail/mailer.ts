import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mailer = {
  mode: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
  /** SMTP only: connect and authenticate without sending (the admin's System Status). */
  verify?: () => Promise<void>;
};

type MailerOptions = { db: Db; smtpUrl?: string; from: string; log?: (line: string) => void };

/**
 * SMTP when SMTP_URL is set; otherwise every message is kept in the email_outbox table and
 * printed to the server log, so password reset works on a laptop. Every message is recorded.
 */
export function createMailer({ db, smtpUrl, from, log = console.log }: MailerOptions): Mailer {
  if (!smtpUrl) {
    return {
      mode: 'outbox',
      async send(message) {
        await db.insert(emailOutbox).values({ ...message, status: 'stored' });
        log(`[mail] outbox → ${message.to}: ${message.subject}\n${indent(message.text)}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    mode: 'smtp',
    async verify() {
      await transport.verify();
    },
    async send(message) {
      try {
        await transport.sendMail({ from, ...message });
        await db.insert(emailOutbox).values({ ...message, status: 'sent', sentAt: new Date() });
      } catch (error) {
        await db.insert(emailOutbox).values({ ...message, status: 'failed', error: String(error) });
        throw error;
      }
    },
  };
}

function indent(text: string) {
  return text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');
}
