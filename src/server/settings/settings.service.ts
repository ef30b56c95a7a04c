import { eq, inArray, sql } from 'drizzle-orm';
import {
  settingsFromRows,
  smtpPasswordKey,
  systemSettingDefaults,
  systemSettingKeys,
  type SystemSettingKey,
  type SystemSettingsUpdate,
  type SystemSettingsView,
} from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import type { Actor } from '../db/actor';
import { systemSettings } from '../db/schema/index';
import { withActor, type Tx } from '../db/with-actor';
import { SETTINGS_CHANNEL, settingsCacheOf } from '../config/settings-cache';
import { sealSecret } from '../secrets/sealed-secret';

/** The settings as the admin screen reads them: every value, and whether an SMTP password is set. */
export async function readSettingsView(db: Db | Tx): Promise<SystemSettingsView> {
  const rows = await db
    .select({ key: systemSettings.key, value: systemSettings.value })
    .from(systemSettings)
    .where(inArray(systemSettings.key, [...systemSettingKeys, smtpPasswordKey]));
  return { ...settingsFromRows(rows), smtp_password_set: rows.some((row) => row.key === smtpPasswordKey) };
}

/**
 * The audit trigger records a setting's default as the old value of its first save (an INSERT) and
 * as the new value of a reset (a DELETE): it reads the defaults from this transaction (decision 043).
 */
async function nameDefaultsForAudit(tx: Tx) {
  await tx.execute(sql`select set_config('app.setting_defaults', ${JSON.stringify(systemSettingDefaults)}, true)`);
}

/** Every instance's cache reads again: NOTIFY is sent when the transaction commits. */
async function announce(tx: Tx) {
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, '')`);
}

/**
 * Save the settings sent (already validated as a whole by the shared schema: nothing is saved when
 * one is bad). Only values that change are written, one row per key, in one audited transaction
 * (the audit trigger of system_settings records the admin, old and new values — the default as the
 * old value of a first save; the SMTP password's row is masked there and stored sealed here).
 */
export async function saveSettings(db: Db, actor: Actor, secret: string, update: SystemSettingsUpdate): Promise<SystemSettingsView> {
  await withActor(db, actor, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cs_system_settings'))`); // one save at a time
    await nameDefaultsForAudit(tx);
    const current = await readSettingsView(tx);
    let changed = false;
    for (const key of systemSettingKeys) {
      const value = (update as Record<string, unknown>)[key];
      if (value === undefined || JSON.stringify(value) === JSON.stringify(current[key as SystemSettingKey])) continue;
      await tx
        .insert(systemSettings)
        .values({ key, value, updatedBy: actor.userId })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedBy: actor.userId, updatedAt: new Date() } });
      changed = true;
    }
    if (typeof update.smtp_password === 'string' && update.smtp_password !== '') {
      const value = sealSecret(secret, update.smtp_password);
      await tx
        .insert(systemSettings)
        .values({ key: smtpPasswordKey, value, updatedBy: actor.userId })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedBy: actor.userId, updatedAt: new Date() } });
      changed = true;
    } else if ((update.smtp_password === null || update.smtp_password === '') && current.smtp_password_set) {
      await tx.delete(systemSettings).where(eq(systemSettings.key, smtpPasswordKey));
      changed = true;
    }
    if (changed) await announce(tx);
  });
  settingsCacheOf(db).invalidate();
  return readSettingsView(db);
}

/** Reset to the spec's defaults: every stored setting (and the SMTP password) removed, audited. */
export async function resetSettings(db: Db, actor: Actor): Promise<SystemSettingsView> {
  await withActor(db, actor, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('cs_system_settings'))`);
    await nameDefaultsForAudit(tx);
    const removed = await tx
      .delete(systemSettings)
      .where(inArray(systemSettings.key, [...systemSettingKeys, smtpPasswordKey]))
      .returning({ key: systemSettings.key });
    if (removed.length > 0) await announce(tx);
  });
  settingsCacheOf(db).invalidate();
  return readSettingsView(db);
}
