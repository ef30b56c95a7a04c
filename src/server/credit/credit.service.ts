import { eq, sql } from 'drizzle-orm';
import { checkGiveCredit } from '#shared/credit/credit-rules';
import { ledgerEntryInputSchema, type LedgerEntry, type LedgerEntryInput, type TransactionType } from '#shared/credit/credit.schemas';
import type { Customer } from '#shared/customers/customer.schemas';
import type { Db } from '../db/client';
import { withActor, type Tx } from '../db/with-actor';
import { creditTransactions, customers } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { parseInput } from '../http/validate';
import { findCustomerRow, storeToday, toCustomerDto, type CustomerRow } from '../customers/customer-dto';
import { hashRequest, runIdempotent, type StoredResponse } from './idempotency';
import { findUserName, toLedgerEntry } from './ledger.queries';

export type LedgerWriteResponse = { entry: LedgerEntry; customer: Customer };
export type LedgerWriteResult = StoredResponse<LedgerWriteResponse> & { isReplay: boolean };
export type LedgerWriteOptions = {
  /** The instant of the write (tests and the demo seed fix it); default: the time the row lock is held. */
  now?: Date;
  /** A validated Idempotency-Key: a retried request with it is applied once. */
  idempotencyKey?: string;
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

/** Record Payment: lowers the balance; an overpayment leaves store credit (a negative balance). */
export function recordPayment(
  db: Db,
  actor: Actor,
  storeId: string,
  customerId: string,
  input: LedgerEntryInput,
  options: LedgerWriteOptions = {},
): Promise<LedgerWriteResult> {
  return writeLedgerEntry(db, actor, { storeId, customerId, type: 'credit_paid', input, options });
}

/** Reset Daily Credit (owner): the customer may take credit again today. The audit trigger records it. */
export async function resetDailyCredit(db: Db, actor: Actor, storeId: string, customerId: string, options: { now?: Date } = {}) {
  return withActor(db, actor, async (tx) => {
    await findCustomerRow(tx, storeId, customerId, { lock: true });
    const now = options.now ?? new Date();
    const [row] = await tx.update(customers).set({ dailyCreditOn: null, updatedAt: now }).where(eq(customers.id, customerId)).returning();
    return toCustomerDto(row!, await storeToday(tx, storeId, now));
  });
}

type LedgerWrite = {
  storeId: string;
  customerId: string;
  type: TransactionType;
  input: LedgerEntryInput;
  options: LedgerWriteOptions;
};

const endpointByType: Record<TransactionType, string> = { credit_given: 'credit', credit_paid: 'payments' };

/** One transaction: idempotency claim, row lock, rules, ledger row, cached balance, stored response. */
function writeLedgerEntry(db: Db, actor: Actor, write: LedgerWrite): Promise<LedgerWriteResult> {
  const values = parseInput(ledgerEntryInputSchema, write.input);
  const path = `/api/customers/${write.customerId}/${endpointByType[write.type]}`;
  const hash = hashRequest('POST', path, { amountCents: values.amountCents, notes: values.notes });
  return withActor(db, actor, (tx) =>
    runIdempotent(tx, { storeId: write.storeId, key: write.options.idempotencyKey, hash }, async () => {
      const row = await findCustomerRow(tx, write.storeId, write.customerId, { lock: true });
      // The clock is read once the lock is held, so created_at follows the order the writes happened in.
      const now = write.options.now ?? new Date();
      const today = await storeToday(tx, write.storeId, now);
      if (write.type === 'credit_given') refuseUnlessCreditAllowed(row, today, values.amountCents);
      const body = await appendEntry(tx, actor, { row, type: write.type, values, now, today });
      return { status: 201, body };
    }),
  );
}

function refuseUnlessCreditAllowed(row: CustomerRow, today: string, amountCents: number) {
  const refusal = checkGiveCredit(
    {
      creditBalanceCents: row.creditBalanceCents,
      creditLimitCents: row.creditLimitCents,
      hasDailyCredit: row.dailyCreditOn === today,
      internalRedFlag: row.internalRedFlag,
      isBlocked: row.isBlocked,
    },
    amountCents,
  );
  if (refusal) throw new AppError(refusal);
}

type Append = {
  row: CustomerRow;
  type: TransactionType;
  values: { amountCents: number; notes: string | null };
  now: Date;
  today: string;
};

/** Insert the ledger row and move the cached balance by the same amount. */
async function appendEntry(tx: Tx, actor: Actor, append: Append): Promise<LedgerWriteResponse> {
  const { row, type, values, now, today } = append;
  const [entry] = await tx
    .insert(creditTransactions)
    .values({
      storeId: row.storeId,
      customerId: row.id,
      transactionType: type,
      amountCents: values.amountCents,
      notes: values.notes,
      createdBy: actor.userId,
      businessDate: today,
      createdAt: now,
    })
    .returning();
  const delta = type === 'credit_given' ? values.amountCents : -values.amountCents;
  const [updated] = await tx
    .update(customers)
    .set({
      creditBalanceCents: sql`${customers.creditBalanceCents} + ${delta}`,
      updatedAt: now,
      ...(type === 'credit_given' ? { dailyCreditOn: today } : {}),
    })
    .where(eq(customers.id, row.id))
    .returning();
  const createdByName = await findUserName(tx, actor.userId);
  return {
    entry: toLedgerEntry(entry!, createdByName, updated!.creditBalanceCents),
    customer: toCustomerDto(updated!, today),
  };
}
