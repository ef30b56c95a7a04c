import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  createCustomerInputSchema,
  Customer,
  DeleteCustomerResult,
  UpdateCreditLimitInput, UpdateCustomerLanguageInput,
  UpdateCustomerStatusInput,
  UpdateRedFlagInput,
} from '#shared/customers/customer.schemas';
import type { Db } from '../db/client';
import { creditTransactions, customers } from '../db/schema/index';
import { withActor, type Tx } from '../db/with-actor';
import { isUniqueViolation } from '../db/errors';
import { hashRequest, readStoredResponse, runIdempotent } from '../http/idempotency-keys';
import { checkOccurredAt } from '#shared/offline/occurred-at';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import type { FileStorage } from '../storage/storage';
import { assertNotArchived, findCustomerRow, toCustomerDto, type CustomerRow } from './customer-dto';
import { storeToday } from '../store-time/store-today';
import { storedPhone } from '../phone/stored-phone';
import { discardStoredFile, removeStoredRecord } from '../storage/stored-files';

/** The parsed (trimmed, normalized) add-customer input. */
export type NewCustomer = z.output<typeof createCustomerInputSchema>;

/** Attempts at a free display id before giving up (10^8 ids per store make a clash rare). */
const DISPLAY_ID_ATTEMPTS = 5;

/** An 8-digit customer id whose first digit is 1-9. */
export function generateDisplayId(): string {
  return String(crypto.randomInt(10_000_000, 100_000_000));
}

/**
 * Add customer: the server picks the display id, retrying when it is already taken in the store.
 * With an Idempotency-Key (a device sends one with every add, and a queued add keeps it from the
 * tap, decision 051), a retry answers the first customer instead of adding a second one. An add
 * kept on a device offline carries its tap (`occurredAt`): more than 72 hours old it is refused.
 */
export async function createCustomer(
  db: Db,
  actor: Actor,
  storeId: string,
  input: NewCustomer,
  timezone?: string,
  options: { idempotencyKey?: string; now?: Date } = {},
): Promise<{ body: Customer; isReplay: boolean }> {
  const { occurredAt, ...typed } = input;
  const values = { ...typed, phone: storedPhone(typed.phone, timezone) };
  const key = options.idempotencyKey;
  const request = key ? { storeId, key, requestHash: hashRequest('POST', '/api/customers', input) } : null;
  const now = options.now ?? new Date();
  const tooLate = occurredAt ? checkOccurredAt(new Date(occurredAt), now) : null;
  if (tooLate) {
    const stored = request ? await readStoredResponse<Customer>(db, storeId, request.key, request.requestHash) : null;
    if (stored) return { body: stored.body, isReplay: true };
    throw new AppError(tooLate);
  }
  const insert = async (tx: Tx) => {
    for (let attempt = 1; ; attempt++) {
      try {
        // A savepoint per attempt: a clash of display ids must not abort the caller's transaction.
        const [row] = await tx.transaction((inner) => inner.insert(customers).values({ ...values, storeId, displayId: generateDisplayId() }).returning());
        return toCustomerDto(row!, await storeToday(tx, storeId, now, timezone));
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= DISPLAY_ID_ATTEMPTS) throw error;
      }
    }
  };
  if (!request) return { body: await withActor(db, actor, insert), isReplay: false };
  const answer = await runIdempotent<Customer>(db, actor, request, async (tx) => ({ status: 201, body: await insert(tx) }));
  return { body: answer.body, isReplay: answer.isReplay };
}

export async function getCustomer(db: Db, storeId: string, customerId: string, timezone?: string): Promise<Customer> {
  const row = await findCustomerRow(db, storeId, customerId);
  return toCustomerDto(row, await storeToday(db, storeId, new Date(), timezone));
}

/**
 * Lock one of the store's customers, decide the change from the current row, write it and answer
 * the customer as it now is. The shared shape of every switch below.
 */
async function changeCustomer(
  db: Db,
  actor: Actor,
  storeId: string,
  customerId: string,
  decide: (row: CustomerRow) => Partial<typeof customers.$inferInsert>,
  timezone?: string,
): Promise<Customer> {
  const updated = await withActor(db, actor, async (tx: Tx) => {
    const current = await findCustomerRow(tx, storeId, customerId, { lock: true });
    if (decide !== restoreDecision) assertNotArchived(current);
    const [row] = await tx
      .update(customers)
      .set({ ...decide(current), updatedAt: new Date() })
      .where(eq(customers.id, current.id))
      .returning();
    return row!;
  });
  return toCustomerDto(updated, await storeToday(db, storeId, new Date(), timezone));
}

/** Block (also clears Verified and Loyal), unblock (only that), or Verified / Loyal (not while blocked). */
export function updateCustomerStatus(db: Db, actor: Actor, storeId: string, customerId: string, input: UpdateCustomerStatusInput, timezone?: string) {
  return changeCustomer(db, actor, storeId, customerId, (row) => {
    if ('isBlocked' in input) {
      return input.isBlocked ? { isBlocked: true, verifiedCustomer: false, loyalCustomer: false } : { isBlocked: false };
    }
    const turningOn = 'verifiedCustomer' in input ? input.verifiedCustomer : input.loyalCustomer;
    if (turningOn && row.isBlocked) throw new AppError('CUSTOMER_BLOCKED');
    return input;
  }, timezone);
}

/**
 * Owner: red flag on stores the trimmed reason (empty → null; left out → the reason stays as it
 * is, so flipping the switch on does not wipe a reason); off clears the reason.
 */
export function updateRedFlag(db: Db, actor: Actor, storeId: string, customerId: string, input: UpdateRedFlagInput, timezone?: string) {
  return changeCustomer(db, actor, storeId, customerId, () => {
    if (!input.internalRedFlag) return { internalRedFlag: false, redFlagNotes: null };
    if (input.redFlagNotes === undefined) return { internalRedFlag: true };
    return { internalRedFlag: true, redFlagNotes: input.redFlagNotes?.trim() || null };
  }, timezone);
}

/** Any member: the language the customer's reminders, receipts and statement are written in (null: the store's). */
export function updateCustomerLanguage(db: Db, actor: Actor, storeId: string, customerId: string, input: UpdateCustomerLanguageInput, timezone?: string) {
  return changeCustomer(db, actor, storeId, customerId, () => ({ language: input.language }), timezone);
}

/** Owner: the most this customer may owe, in cents. */
export function updateCreditLimit(db: Db, actor: Actor, storeId: string, customerId: string, input: UpdateCreditLimitInput, timezone?: string) {
  return changeCustomer(db, actor, storeId, customerId, () => ({ creditLimitCents: input.creditLimitCents }), timezone);
}

/**
 * Delete a customer (DESIGN §1: the ledger is never erased). Refused while the balance is not zero,
 * either way (they owe money, or the store owes them store credit). A customer with any ledger entry
 * is archived (hidden from the directory, kept everywhere else, restorable by the owner); only one
 * with no entries is removed for good, with their photo. The row is locked first, so a credit given
 * at the same moment either lands before the check (and the delete is refused) or waits and then
 * finds the customer archived (and is refused) or gone.
 */
export async function deleteCustomer(db: Db, storage: FileStorage, actor: Actor, storeId: string, customerId: string): Promise<DeleteCustomerResult> {
  const result = await withActor(db, actor, async (tx) => {
    const row = await findCustomerRow(tx, storeId, customerId, { lock: true });
    if (row.creditBalanceCents > 0) throw new AppError('CUSTOMER_HAS_BALANCE');
    if (row.creditBalanceCents < 0) throw new AppError('CUSTOMER_HAS_STORE_CREDIT');
    const [entry] = await tx
      .select({ id: creditTransactions.id })
      .from(creditTransactions)
      .where(and(eq(creditTransactions.storeId, storeId), eq(creditTransactions.customerId, row.id)))
      .limit(1);
    if (entry) {
      if (!row.archivedAt) {
        const now = new Date();
        await tx.update(customers).set({ archivedAt: now, archivedBy: actor.userId, updatedAt: now }).where(eq(customers.id, row.id));
      }
      return { outcome: 'archived' as const, photoKey: null };
    }
    if (row.photoKey) await removeStoredRecord(tx, storeId, row.photoKey);
    await tx.delete(customers).where(eq(customers.id, row.id));
    return { outcome: 'deleted' as const, photoKey: row.photoKey };
  });
  if (result.photoKey) await discardStoredFile(storage, result.photoKey);
  return { outcome: result.outcome };
}

/** Owner: bring an archived customer back into the directory (a customer who is not archived stays as they are). */
export function restoreCustomer(db: Db, actor: Actor, storeId: string, customerId: string, timezone?: string) {
  return changeCustomer(db, actor, storeId, customerId, restoreDecision, timezone);
}
const restoreDecision = () => ({ archivedAt: null, archivedBy: null });
