import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Customer } from '#shared/customers/customer.schemas';
import type { Db } from '../db/client';
import { customers, storedObjects } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import type { FileStorage } from '../storage/storage';
import { convertToPhotoJpeg } from '../storage/photo-image';
import { discardStoredFile, removeStoredRecord } from '../storage/stored-files';
import { assertNotArchived, findCustomerRow, toCustomerDto } from './customer-dto';
import { storeToday } from '../store-time/store-today';

const PHOTO_CONTENT_TYPE = 'image/jpeg';

/**
 * Set a customer's photo from the uploaded bytes: checked and re-encoded (see convertToPhotoJpeg),
 * kept under a new key, recorded in stored_objects; the previous photo is removed.
 */
export async function putCustomerPhoto(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  target: { storeId: string; customerId: string; timezone?: string },
  bytes: Uint8Array,
): Promise<Customer> {
  const { storeId, customerId } = target;
  assertNotArchived(await findCustomerRow(db, storeId, customerId)); // 404 / 409 before any image work
  const jpeg = await convertToPhotoJpeg(bytes);
  const key = `customer-photos/${storeId}/${crypto.randomUUID()}.jpg`;
  await storage.put(key, jpeg);
  let result: { row: typeof customers.$inferSelect; previousKey: string | null };
  try {
    result = await withActor(db, actor, async (tx) => {
      const current = await findCustomerRow(tx, storeId, customerId, { lock: true });
      assertNotArchived(current);
      await tx.insert(storedObjects).values({ storeId, kind: 'customer-photo', key, contentType: PHOTO_CONTENT_TYPE, sizeBytes: jpeg.byteLength });
      if (current.photoKey) await removeStoredRecord(tx, storeId, current.photoKey);
      const [row] = await tx.update(customers).set({ photoKey: key, updatedAt: new Date() }).where(eq(customers.id, current.id)).returning();
      return { row: row!, previousKey: current.photoKey };
    });
  } catch (error) {
    await discardStoredFile(storage, key);
    throw error;
  }
  if (result.previousKey) await discardStoredFile(storage, result.previousKey);
  return toCustomerDto(result.row, await storeToday(db, storeId, new Date(), target.timezone));
}

/** The photo's JPEG bytes, for this store's users only; 404 when there is none. */
export async function readCustomerPhoto(db: Db, storage: FileStorage, storeId: string, customerId: string): Promise<Buffer> {
  const row = await findCustomerRow(db, storeId, customerId);
  if (!row.photoKey) throw new AppError('NOT_FOUND');
  const [object] = await db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(and(eq(storedObjects.storeId, storeId), eq(storedObjects.key, row.photoKey)))
    .limit(1);
  const bytes = object ? await storage.get(object.key) : null;
  if (!bytes) throw new AppError('NOT_FOUND');
  return bytes;
}

/** Remove a customer's photo (file and record); the customer stays. */
export async function deleteCustomerPhoto(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  storeId: string,
  customerId: string,
  timezone?: string,
): Promise<Customer> {
  const { row, previousKey } = await withActor(db, actor, async (tx) => {
    const current = await findCustomerRow(tx, storeId, customerId, { lock: true });
    assertNotArchived(current);
    if (!current.photoKey) return { row: current, previousKey: null };
    await removeStoredRecord(tx, storeId, current.photoKey);
    const [updated] = await tx.update(customers).set({ photoKey: null, updatedAt: new Date() }).where(eq(customers.id, current.id)).returning();
    return { row: updated!, previousKey: current.photoKey };
  });
  if (previousKey) await discardStoredFile(storage, previousKey);
  return toCustomerDto(row, await storeToday(db, storeId, new Date(), timezone));
}
