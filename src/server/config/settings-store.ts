import { eq, inArray } from 'drizzle-orm';
import { settingsFromRows, smtpPasswordKey, systemSettingKeys, type SystemSettings } from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema/index';
import { openSecret } from '../secrets/sealed-secret';

/** The platform's system settings as stored now (defaults for what was never saved). One query. */
export async function readSystemSettings(db: Db): Promise<SystemSettings> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, systemSettingKeys));
  return settingsFromRows(rows);
}

/** The SMTP password in plain text for the mailer (null: none set, or sealed under another AUTH_SECRET). */
export async function readSmtpPassword(db: Db, secret: string): Promise<string | null> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, smtpPasswordKey));
  return row ? openSecret(secret, row.value) : null;
}
