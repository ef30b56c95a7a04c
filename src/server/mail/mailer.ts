import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import { currentSettings } from '../config/settings-cache';
import { readSmtpPassword } from '../config/settings-store';
import { withCompanyDetails } from './templates';
import type { MailMessage } from './mail-message';

export type Mailer = {
  mode: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
  /** SMTP only: connect and authenticate without sending (the admin's System Status). */
  verify?: () => Promise<void>;
  /** How mail goes now: SMTP when the system settings name a host (or SMTP_URL is set), else the outbox. */
  currentMode?: () => Promise<'smtp' | 'outbox'>;
};

type MailerOptions = {
  db: Db;
  smtpUrl?: string;
  from: string;
  log?: (line: string) => void;
  /** AUTH_SECRET: opens the SMTP password of the system settings (stored sealed). */
  secret?: string;
};

type Transport = ReturnType<typeof nodemailer.createTransport>;

/**
 * The SMTP server of the system settings (host, port, username, password) when a host is set there;
 * else SMTP_URL; else none (outbox). Transports are made once per distinct configuration.
 */
function transportSource(db: Db, smtpUrl: string | undefined, secret: string | undefined) {
  let cached: { key: string; transport: Transport } | null = null;
  const envTransport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return async (): Promise<Transport | null> => {
    const settings = await currentSettings(db);
    if (!settings.smtp_host) return envTransport;
    const password = secret ? await readSmtpPassword(db, secret) : null;
    const key = JSON.stringify([settings.smtp_host, settings.smtp_port, settings.smtp_username, password]);
    if (cached?.key !== key) {
      cached?.transport.close();
      cached = {
        key,
        transport: nodemailer.createTransport({
          host: settings.smtp_host,
          port: settings.smtp_port,
          secure: settings.smtp_port === 465,
          auth: settings.smtp_username ? { user: settings.smtp_username, pass: password ?? '' } : undefined,
        }),
      };
    }
    return cached.transport;
  };
}

/**
 * SMTP when the system settings name an SMTP host or SMTP_URL is set; otherwise every message is
 * kept in the email_outbox table (the log names recipient, subject and row, never the body with its
 * links), so password reset works on a laptop. Every message is recorded, and carries the company details of the system settings.
 */
export function createMailer({ db, smtpUrl, from, log = console.log, secret }: MailerOptions): Mailer {
  const transportNow = transportSource(db, smtpUrl, secret);
  return {
    mode: smtpUrl ? 'smtp' : 'outbox',
    /** The SMTP server in use now (the settings', else SMTP_URL's); nothing to verify without one. */
    async verify() {
      await (await transportNow())?.verify();
    },
    async currentMode() {
      return (await transportNow()) ? 'smtp' : 'outbox';
    },
    async send(plain) {
      const settings = await currentSettings(db);
      const message = withCompanyDetails(plain, settings);
      const transport = await transportNow();
      if (!transport) {
        const [row] = await db.insert(emailOutbox).values({ ...message, status: 'stored' }).returning({ id: emailOutbox.id });
        // Recipient and subject only: the body holds reset and verification links (decision 045).
        log(`[mail] outbox → ${message.to}: ${message.subject} (email_outbox ${row!.id})`);
        return;
      }
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
