import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Employee } from '#shared/employees/employee.schemas';
import type { Db } from '../db/client';
import { profiles, storedObjects } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import type { FileStorage } from '../storage/storage';
import { convertToPhotoJpeg } from '../storage/photo-image';
import { discardStoredFile, removeStoredRecord } from '../storage/stored-files';
import { findEmployee, toEmployeeDto } from './employees.queries';

/**
 * An employee's photo, private like a customer's (decision 010): checked by content, re-encoded
 * (metadata dropped, at most 640 px), stored under a new key, recorded as kind 'employee-photo'.
 */
export async function putEmployeePhoto(db: Db, storage: FileStorage, actor: Actor, storeId: string, employeeId: string, bytes: Uint8Array): Promise<Employee> {
  await findEmployee(db, storeId, employeeId); // 404 before any image work
  const jpeg = await convertToPhotoJpeg(bytes);
  const key = `employee-photos/${storeId}/${crypto.randomUUID()}.jpg`;
  await storage.put(key, jpeg);
  let previousKey: string | null;
  try {
    previousKey = await withActor(db, actor, async (tx) => {
      const current = await findEmployee(tx, storeId, employeeId);
      await tx.insert(storedObjects).values({ storeId, kind: 'employee-photo', key, contentType: 'image/jpeg', sizeBytes: jpeg.byteLength });
      if (current.photoKey) await removeStoredRecord(tx, storeId, current.photoKey);
      await tx.update(profiles).set({ photoKey: key, updatedAt: new Date() }).where(eq(profiles.id, employeeId));
      return current.photoKey;
    });
  } catch (error) {
    await discardStoredFile(storage, key);
    throw error;
  }
  if (previousKey) await discardStoredFile(storage, previousKey);
  return toEmployeeDto(await findEmployee(db, storeId, employeeId));
}

/** The photo's JPEG bytes, to this store's users only; 404 when there is none. */
export async function readEmployeePhoto(db: Db, storage: FileStorage, storeId: string, employeeId: string): Promise<Buffer> {
  const { photoKey } = await findEmployee(db, storeId, employeeId);
  if (!photoKey) throw new AppError('NOT_FOUND');
  const [object] = await db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(and(eq(storedObjects.storeId, storeId), eq(storedObjects.key, photoKey), eq(storedObjects.kind, 'employee-photo')))
    .limit(1);
  const bytes = object ? await storage.get(object.key) : null;
  if (!bytes) throw new AppError('NOT_FOUND');
  return bytes;
}
