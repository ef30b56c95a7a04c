import { and, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema/index';
import { openSecretText, sealSecretText } from '../secrets/sealed-secret';
import { VAPID_SETTING_KEY } from '../secrets/secret-settings';

export type VapidKeys = { publicKey: string; privateKey: string };

export { VAPID_SETTING_KEY };

const cache = new WeakMap<Db, Promise<VapidKeys>>();

function isStoredPair(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string';
}

const sealed = (secret: string, keys: VapidKeys): VapidKeys => ({ publicKey: keys.publicKey, privateKey: sealSecretText(secret, keys.privateKey, 'push-vapid') });

/** A pair stored in plain text before sealing existed is sealed in place (once; a concurrent instance may win). */
async function sealInPlace(db: Db, secret: string, stored: VapidKeys) {
  await db
    .update(systemSettings)
    .set({ value: sealed(secret, stored), updatedAt: new Date() })
    .where(and(eq(systemSettings.key, VAPID_SETTING_KEY), sql`${systemSettings.value} = ${JSON.stringify(stored)}::jsonb`));
}

async function loadOrCreate(db: Db, secret: string): Promise<VapidKeys> {
  // Every instance may race here on first use: the first insert wins, the others read its pair.
  await db
    .insert(systemSettings)
    .values({ key: VAPID_SETTING_KEY, value: sealed(secret, webpush.generateVAPIDKeys()), updatedBy: 'system' })
    .onConflictDoNothing({ target: systemSettings.key });
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, VAPID_SETTING_KEY));
  if (!row || !isStoredPair(row.value)) throw new Error('the VAPID key pair in system_settings is missing or malformed');
  const privateKey = openSecretText(secret, row.value.privateKey, 'push-vapid');
  if (privateKey === null) throw new Error('the VAPID private key was sealed under another AUTH_SECRET');
  if (privateKey === row.value.privateKey) await sealInPlace(db, secret, row.value);
  return { publicKey: row.value.publicKey, privateKey };
}

/**
 * The server's VAPID key pair: generated once, on first use, and kept in the database so every
 * server instance and every restart signs with the same pair (a new pair would orphan every
 * subscription). Only `publicKey` ever leaves the server.
 */
export function getVapidKeys(db: Db, secret: string): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db, secret);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
