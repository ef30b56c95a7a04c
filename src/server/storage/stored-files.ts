import { and, eq } from 'drizzle-orm';
import { storedObjects } from '../db/schema/index';
import type { Tx } from '../db/with-actor';
import type { FileStorage } from './storage';

/** Forget a stored file in the database (the file goes after the transaction commits). */
export async function removeStoredRecord(tx: Tx, storeId: string, key: string) {
  await tx.delete(storedObjects).where(and(eq(storedObjects.storeId, storeId), eq(storedObjects.key, key)));
}

/** Delete a file that nothing refers to any more. A failure leaves an orphan file, never a broken row. */
export async function discardStoredFile(storage: FileStorage, key: string) {
  try {
    await storage.delete(key);
  } catch (error) {
    console.error(`[storage] could not delete ${key}`, error);
  }
}
