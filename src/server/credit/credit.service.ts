import { eq } from 'drizzle-orm';
import { checkGiveCredit, checkPayment, owedCents } from '#shared/credit/credit-rules';
import { ledgerEntryInputSchema, type LedgerEntryInput, type TransactionType } from '#shared/credit/credit.schemas';
import type { Role } from '#shared/session/session.schemas';
import type { Db } from '../db/client';
import { withActor } from '../db/with-actor';
import { customers } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { parseInput } from '../http/validate';
import { findCustomerRow, toCustomerDto, type CustomerRow } from '../customers/index';
import { storeToday } from '../store-time/store-today';
import { checkOccurredAt, tapOf } from '#shared/offline/occurred-at';
import { hashRequest, readStoredResponse, type StoredResponse } from './idempotency';
import { findUserName } from './ledger.queries';
import { runLedgerWrite, type StoredLedgerWrite } from './ledger-write';
import { customerRowFromJson, ledgerResponseFromStored, type LedgerWriteResponse } from './ledger-json';

export type { LedgerWriteResponse };
export type LedgerWriteResult = StoredResponse<LedgerWriteResponse> & { isReplay: boolean };
export type LedgerWriteOptions = {
  /** The instant of the write (tests and the demo seed fix it); default: the clock once the row lock is held. */
  now?: Date;
  /** A validated Idempotency-Key: a retried request with it is applied once. */
  idempotencyKey?: string;
  /** The store's time zone when the caller has it (the session reads it); otherwise it is queried. */
  timezone?: string;
  /** The actor's display name when the caller has it (the session reads it); otherwise it is queried. */
  actorName?: string | null;
};

/** Give Credit: checked and written under the customer's row lock, with the daily, flag, block and limit rules. */
export function giveCredit(
  db: Db,
  actor: Actor,
  storeId: string,
  customerId: string,
  input: LedgerEntryInput,
  options: LedgerWriteOptions = {},
): Promise<LedgerWriteResult> {
  return writeLedgerEntry(db, actor, { storeId, customerId, type: 'credit_given', input, options });
}

export type PaymentOptions = LedgerWriteOptions & {
  /** The owner confirmed taking more than is owed as store credit (a negative balance, up to the limit). */
  acceptStoreCredit?: boolean;
  /** Who records it (from the session): only the owner may accept store credit. */
  role?: Role;
};

/**
 * Record Payment: lowers the balance. More than is owed is refused (PAYMENT_EXCEEDS_BALANCE, with
 * owedCents), unless the owner accepts the rest as store credit, which may not pass the credit limit.
 */
export function recordPayment(
  db: Db,
  actor: Actor,
  storeId: string,
  customerId: string,
  input: LedgerEntryInput,
  options: PaymentOptions = {},
): Promise<LedgerWriteResult> {
  if (options.acceptStoreCredit && options.role !== 'store_owner') throw new AppError('OWNER_ONLY');
  return writeLedgerEntry(db, actor, { storeId, customerId, type: 'credit_paid', input, options });
}

/** Reset Daily Credit (owner): the customer may take credit again today. The audit trigger records it. */
export async function resetDailyCredit(db: Db, actor: Actor, storeId: string, customerId: string, options: { now?: Date; timezone?: string } = {}) {
  return withActor(db, actor, async (tx) => {
    await findCustomerRow(tx, storeId, customerId, { lock: true });
    const now = options.now ?? new Date();
    const [row] = await tx.update(customers).set({ dailyCreditOn: null, updatedAt: now }).where(eq(customers.id, customerId)).returning();
    return toCustomerDto(row!, await storeToday(tx, storeId, now, options.timezone));
  });
}

type LedgerWrite = {
  storeId: string;
  customerId: string;
  type: TransactionType;
  input: LedgerEntryInput;
  options: PaymentOptions;
};

const endpointByType: Record<TransactionType, string> = { credit_given: 'credit', credit_paid: 'payments' };

/**
 * One statement (ledger-write.ts): actor, row lock, rules, key, balance and ledger row together.
 * When it wrote nothing, a retried Idempotency-Key answers its first response (or is refused as
 * reused); otherwise the locked row says which rule refused, in the order the spec gives them.
 */
async function writeLedgerEntry(db: Db, actor: Actor, write: LedgerWrite): Promise<LedgerWriteResult> {
  const { occurredAt: tappedAt, ...values } = parseInput(ledgerEntryInputSchema, write.input);
  const path = `/api/customers/${write.customerId}/${endpointByType[write.type]}`;
  const key = write.options.idempotencyKey ?? null;
  const acceptStoreCredit = write.options.acceptStoreCredit === true;
  const hashed = { amountCents: values.amountCents, notes: values.notes, ...(acceptStoreCredit ? { acceptStoreCredit } : {}), ...(tappedAt ? { occurredAt: tappedAt } : {}) };
  const requestHash = key ? hashRequest('POST', path, hashed) : null;
  const at = write.options.now ?? null;
  const received = at ?? new Date();
  // A write with a tap (decision 051, issue 36): judged on the business day of its tap, however soon it arrives.
  const tooLate = tappedAt ? checkOccurredAt(new Date(tappedAt), received) : null;
  if (tooLate) {
    // Its first send may have been applied and its answer lost: the key answers that, whatever its age.
    const stored = key && requestHash ? await readStoredResponse<StoredLedgerWrite>(db, write.storeId, key, requestHash) : null;
    if (stored) return { status: stored.status, body: ledgerResponseFromStored(stored.body), isReplay: true };
    throw new AppError(tooLate);
  }
  const occurredAt = tapOf(tappedAt ? new Date(tappedAt) : null, received);
  const receivedDay = await storeToday(db, write.storeId, received, write.options.timezone);
  const today = occurredAt ? await storeToday(db, write.storeId, occurredAt, write.options.timezone) : receivedDay;
  const createdByName = write.options.actorName !== undefined ? write.options.actorName : await findUserName(db, actor.userId);
  const params = {
    storeId: write.storeId, customerId: write.customerId, type: write.type, ...values, today, at, occurredAt, late: today !== receivedDay,
    createdByName, key, requestHash, acceptStoreCredit,
  };
  const row = await runLedgerWrite(db, actor, params);
  if (!row.written && !row.before) throw new AppError('NOT_FOUND');
  if (row.written) {
    const body = ledgerResponseFromStored(row.written);
    if (row.balance === null || Number(row.balance) !== body.entry.balanceAfterCents) {
      // Cannot happen under the row lock; if it ever did, the ledger check (npm run check:ledger) names the customer.
      throw new Error(`ledger write of customer ${write.customerId}: balance ${row.balance} where ${body.entry.balanceAfterCents} was expected`);
    }
    return { status: 201, body, isReplay: false };
  }
  if (key && requestHash) {
    const stored = await readStoredResponse<StoredLedgerWrite>(db, write.storeId, key, requestHash);
    if (stored) return { status: stored.status, body: ledgerResponseFromStored(stored.body), isReplay: true };
  }
  const customer = customerRowFromJson(row.before!);
  if (customer.archivedAt) throw new AppError('CUSTOMER_ARCHIVED');
  if (write.type === 'credit_given') {
    const refusal = refusalFor(customer, today, values.amountCents, row.givenThatDay);
    // The limit's numbers let a device offer the amount that would still fit (decision 051).
    if (refusal === 'CREDIT_LIMIT_EXCEEDED') {
      throw new AppError(refusal, undefined, { creditBalanceCents: customer.creditBalanceCents, creditLimitCents: customer.creditLimitCents });
    }
    if (refusal) throw new AppError(refusal);
  } else {
    const refusal = checkPayment(customer, values.amountCents, acceptStoreCredit);
    if (refusal) throw new AppError(refusal, undefined, { owedCents: owedCents(customer.creditBalanceCents), creditLimitCents: customer.creditLimitCents });
  }
  // Allowed, yet nothing written: the key was claimed by a request that has not committed.
  throw new AppError('IDEMPOTENCY_IN_PROGRESS');
}

/** givenThatDay: a late write whose business day already has credit in the ledger (ledger-statement.ts). */
function refusalFor(row: CustomerRow, today: string, amountCents: number, givenThatDay = false) {
  return checkGiveCredit(
    {
      creditBalanceCents: row.creditBalanceCents,
      creditLimitCents: row.creditLimitCents,
      hasDailyCredit: row.dailyCreditOn === today || givenThatDay,
      internalRedFlag: row.internalRedFlag,
      isBlocked: row.isBlocked,
    },
    amountCents,
  );
}
