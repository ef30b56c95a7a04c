import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { currentSettings } from '../config/settings-cache';
import { throwUnlessStrong } from '../config/password-rule';
import { createEmployeeInputSchema, type CreateEmployeeResult } from '#shared/employees/employee.schemas';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { accounts, profiles, pushSubscriptions, sessions, storedObjects, userRoles, users, verifications } from '../db/schema/index';
import { withActor, type Tx } from '../db/with-actor';
import { isUniqueViolation } from '../db/errors';
import { storedPhone } from '../phone/stored-phone';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { hashPassword } from '../auth/password-hash';
import { insertVerifiedCredentialUser } from '../auth/credential-user';
import type { FileStorage } from '../storage/storage';
import { discardStoredFile } from '../storage/stored-files';
import { findEmployee, toEmployeeDto } from './employees.queries';

type CreateEmployeeData = z.output<typeof createEmployeeInputSchema>;

/**
 * The owner creates an employee account (spec part 2 §7 create-employee): the user (email
 * confirmed: the owner vouches for it), its credential account with an Argon2id hash as Better Auth
 * stores it, the profile and the employee role — in ONE audited transaction, so a failure anywhere
 * leaves nothing. An address registered anywhere is refused (409 EMAIL_TAKEN): no takeover and no
 * re-use of another store's user. The password follows the sign-up strength rule.
 */
export async function createEmployee(db: Db, actor: Actor, storeId: string, typed: CreateEmployeeData, timezone?: string): Promise<CreateEmployeeResult> {
  const input = { ...typed, phone: typed.phone ? storedPhone(typed.phone, timezone) : null };
  throwUnlessStrong(input.password, (await currentSettings(db)).password_min_length, 'password');
  const passwordHash = await hashPassword(input.password);
  const userId = randomUUID();
  try {
    const isCreated = await withActor(db, actor, (tx) => insertEmployee(tx, userId, storeId, input, passwordHash));
    if (!isCreated) throw new AppError('EMAIL_TAKEN', { email: 'email_taken' });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', { email: 'email_taken' });
    throw error;
  }
  const employee = toEmployeeDto(await findEmployee(db, storeId, userId));
  return { userId, employee };
}

async function insertEmployee(tx: Tx, userId: string, storeId: string, input: CreateEmployeeData, passwordHash: string): Promise<boolean> {
  const isNew = await insertVerifiedCredentialUser(tx, { userId, email: input.email, firstName: input.firstName, lastName: input.lastName, phone: input.phone, passwordHash });
  if (!isNew) return false;
  await tx.insert(userRoles).values({ userId, storeId, role: 'employee', isFirstLogin: false, createdAt: new Date() });
  return true;
}

/** The address a deleted employee's user keeps: never deliverable, never typed by anyone (RFC 2606). */
export const deletedEmail = (userId: string) => `deleted-${userId}@deleted.invalid`;

/**
 * Delete an employee (decision 022): in one audited transaction the role, every session (the next
 * request of an open browser is 401 at once, on every instance: the sessions' deletion is NOTIFYed to every session cache, decision 056), the
 * credentials, pending reset tokens and the photo record go; the user row stays as a tombstone
 * with the name only (email replaced by an undeliverable one, so the address can be used again),
 * so ledger entries, cash logs and payroll entries keep showing who recorded them.
 */
export async function deleteEmployee(db: Db, storage: FileStorage, actor: Actor, storeId: string, employeeId: string): Promise<void> {
  const photoKey = await withActor(db, actor, async (tx) => {
    const employee = await findEmployee(tx, storeId, employeeId);
    await tx.delete(userRoles).where(and(eq(userRoles.userId, employeeId), eq(userRoles.storeId, storeId), eq(userRoles.role, 'employee')));
    await tx.delete(sessions).where(eq(sessions.userId, employeeId));
    await tx.delete(accounts).where(eq(accounts.userId, employeeId));
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, employeeId));
    await tx.delete(verifications).where(inArray(verifications.value, [employeeId]));
    const email = deletedEmail(employeeId);
    await tx.update(users).set({ email, emailVerified: false, image: null, updatedAt: new Date() }).where(eq(users.id, employeeId));
    await tx.update(profiles).set({ email, photoKey: null, pushToken: null, updatedAt: new Date() }).where(eq(profiles.id, employeeId));
    if (employee.photoKey) await tx.delete(storedObjects).where(and(eq(storedObjects.storeId, storeId), eq(storedObjects.key, employee.photoKey)));
    return employee.photoKey;
  });
  if (photoKey) await discardStoredFile(storage, photoKey);
}
