import crypto from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import { hourlyRateCents, toHalfHours } from '#shared/payroll/overtime';
import type { z } from 'zod';
import type { createPayrollEntryInputSchema, PayrollEntry } from '#shared/payroll/payroll.schemas';
import type { Db } from '../db/client';
import { payrollEntries, profiles, storedObjects, userRoles, users } from '../db/schema/index';
import { withActor, type Tx } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import type { FileStorage } from '../storage/storage';
import { discardStoredFile } from '../storage/stored-files';
import { checkSignaturePng } from './signature-image';
import { findPayrollEntry, toPayrollEntryDto } from './payroll.queries';

/**
 * The employee's name and phone now (the entry's snapshot). A member of another store is that
 * store's object: 404, as for any id of another store (issue 10). Otherwise not a current employee
 * of this store — a deleted employee, the owner, an id that names nobody — is a field error:
 * 422 { employeeId: 'not_an_employee' } (issue 22 point 12; decision 044).
 */
async function snapshotEmployee(tx: Tx, storeId: string, employeeId: string): Promise<{ name: string; phone: string | null }> {
  const [row] = await tx
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, name: users.name, phone: profiles.phone })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(and(eq(userRoles.storeId, storeId), eq(userRoles.userId, employeeId), eq(userRoles.role, 'employee')))
    .for('share', { of: userRoles })
    .limit(1);
  if (!row) throw await notAnEmployee(tx, storeId, employeeId);
  return { name: `${row.firstName} ${row.lastName}`.trim() || row.name, phone: row.phone };
}

/** Why an id is not a current employee of this store: another store's member (404), or nobody usable here (422). */
async function notAnEmployee(tx: Tx, storeId: string, employeeId: string): Promise<AppError> {
  const [elsewhere] = await tx.select({ id: userRoles.id }).from(userRoles).where(and(eq(userRoles.userId, employeeId), ne(userRoles.storeId, storeId))).limit(1);
  return elsewhere ? new AppError('NOT_FOUND') : new AppError('VALIDATION_FAILED', { employeeId: 'not_an_employee' });
}

/**
 * The owner records a payroll entry: every input checked (the schema, then the signature by its
 * content), the signature stored privately (kind 'signature'), and the entry with a snapshot of the
 * employee's name and phone written in one audited transaction; the employee row is share-locked
 * so a concurrent delete cannot slip in between. Any refusal writes nothing.
 */
export async function createPayrollEntry(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  store: { storeId: string; timezone: string },
  input: z.output<typeof createPayrollEntryInputSchema>,
): Promise<PayrollEntry> {
  const png = await checkSignaturePng(input.signaturePng);
  const { storeId } = store;
  const key = `signatures/${storeId}/${crypto.randomUUID()}.png`;
  await storage.put(key, png);
  try {
    const row = await withActor(db, actor, async (tx) => {
      const employee = await snapshotEmployee(tx, storeId, input.employeeId);
      await tx.insert(storedObjects).values({ storeId, kind: 'signature', key, contentType: 'image/png', sizeBytes: png.byteLength });
      const now = new Date();
      const [inserted] = await tx
        .insert(payrollEntries)
        .values({
          storeId,
          employeeId: input.employeeId,
          employeeName: employee.name,
          employeePhone: employee.phone,
          entryDate: todayInZone(store.timezone),
          startDate: input.startDate,
          endDate: input.endDate,
          payPeriodType: input.payPeriodType,
          totalHalfHours: toHalfHours(input.totalHours),
          totalAmountCents: input.totalAmountCents,
          hourlyRateCents: hourlyRateCents(input.totalAmountCents, input.totalHours),
          signatureKey: key,
          signatureDate: now,
          createdBy: actor.userId,
          createdAt: now,
        })
        .returning();
      return inserted!;
    });
    return toPayrollEntryDto(row);
  } catch (error) {
    await discardStoredFile(storage, key);
    throw error;
  }
}

/** Delete an entry (audited) and its signature; a correction is delete + new entry. */
export async function deletePayrollEntry(db: Db, storage: FileStorage, actor: Actor, storeId: string, entryId: string): Promise<void> {
  const signatureKey = await withActor(db, actor, async (tx) => {
    const entry = await findPayrollEntry(tx, storeId, entryId);
    await tx.delete(payrollEntries).where(and(eq(payrollEntries.storeId, storeId), eq(payrollEntries.id, entry.id)));
    if (entry.signatureKey) await tx.delete(storedObjects).where(and(eq(storedObjects.storeId, storeId), eq(storedObjects.key, entry.signatureKey)));
    return entry.signatureKey;
  });
  if (signatureKey) await discardStoredFile(storage, signatureKey);
}

/** The signature PNG of an entry, to the store's owner only (the route's access). */
export async function readSignature(db: Db, storage: FileStorage, storeId: string, entryId: string): Promise<Buffer> {
  const entry = await findPayrollEntry(db, storeId, entryId);
  if (!entry.signatureKey) throw new AppError('NOT_FOUND');
  const [object] = await db
    .select({ key: storedObjects.key })
    .from(storedObjects)
    .where(and(eq(storedObjects.storeId, storeId), eq(storedObjects.key, entry.signatureKey), eq(storedObjects.kind, 'signature')))
    .limit(1);
  const bytes = object ? await storage.get(object.key) : null;
  if (!bytes) throw new AppError('NOT_FOUND');
  return bytes;
}
