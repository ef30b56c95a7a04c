import { inArray } from 'drizzle-orm';
import { settingsFromRows, systemSettingKeys, type SystemSettings } from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema/index';

/** The platform's system settings as stored now (defaults for what was never saved). One query. */
export async function readSystemSettings(db: Db): Promise<SystemSettings> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, systemSettingKeys));
  return settingsFromRows(rows);
}
