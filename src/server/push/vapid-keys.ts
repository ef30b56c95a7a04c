import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema/index';

export type VapidKeys = { publicKey: string; privateKey: string };

/** The system_settings row holding the pair (decision 030). Never returned by any route but the public half. */
export const VAPID_SETTING_KEY = 'push.vapid';

const cache = new WeakMap<Db, Promise<VapidKeys>>();

function isVapidKeys(value: unknown): value is VapidKeys {
  const v = value as Partial<VapidKeys> | null;
  return typeof v?.publicKey === 'string' && typeof v.privateKey === 'string';
}

async function loadOrCreate(db: Db): Promise<VapidKeys> {
  const generated = webpush.generateVAPIDKeys();
  // Every instance may race here on first use: the first insert wins, the others read its pair.
  await db
    .insert(systemSettings)
    .values({ key: VAPID_SETTING_KEY, value: generated, updatedBy: 'system' })
    .onConflictDoNothing({ target: systemSettings.key });
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, VAPID_SETTING_KEY));
  if (!row || !isVapidKeys(row.value)) throw new Error('the VAPID key pair in system_settings is missing or malformed');
  return { publicKey: row.value.publicKey, privateKey: row.value.privateKey };
}

/**
 * The server's VAPID key pair: generated once, on first use, and kept in the database so every
 * server instance and every restart signs with the same pair (a new pair would orphan every
 * subscription). Only `publicKey` ever leaves the server.
 */
export function getVapidKeys(db: Db): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
