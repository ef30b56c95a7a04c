import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { checkGiveCredit } from '#shared/credit/credit-rules';
import { ledgerEntryInputSchema, type LedgerEntry, type LedgerEntryInput, type TransactionType } from '#shared/credit/credit.schemas';
import type { Customer } from '#shared/customers/customer.schemas';
import type { Db } from '../db/client';
import { withActor, type Tx } from '../db/with-actor';
import { creditTransactions, customers, idempotencyKeys } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { parseInput } from '../http/validate';
import { findCustomerRow, storeToday, toCustomerDto, type CustomerRow } from '../customers/customer-dto';
import { hashRequest, runIdempotent, setActorAndClaim, type StoredResponse } from './idempotency';
import { findUserName, toLedgerEntry } from './ledger.queries';

export type LedgerWriteResponse = { entry: LedgerEntry; customer: Customer };
export type LedgerWriteResult = StoredResponse<LedgerWriteResponse> & { isReplay: boolean };
export type LedgerWriteOptions = {
  /** The instant of the write (tests and the demo seed fix it); default: the time the row lock is held. */
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
  options: LedgerWriteOptions;
};

const endpointByType: Record<TransactionType, string> = { credit_given: 'credit', credit_paid: 'payments' };

/**
 * One transaction: idempotency claim, row lock, rules, then one statement that appends the ledger
 * row, moves the cached balance and stores the response with the idempotency key.
 */
function writeLedgerEntry(db: Db, actor: Actor, write: LedgerWrite): Promise<LedgerWriteResult> {
  const values = parseInput(ledgerEntryInputSchema, write.input);
  const path = `/api/customers/${write.customerId}/${endpointByType[write.type]}`;
  const hash = hashRequest('POST', path, { amountCents: values.amountCents, notes: values.notes });
  const request = { storeId: write.storeId, key: write.options.idempotencyKey, hash };
  // As withActor, but the audit settings travel with the idempotency claim in one statement.
  return db.transaction(async (tx) => {
    const claimed = await setActorAndClaim(tx, actor, request);
    return runIdempotent(tx, { ...request, claimed }, async (claimedKey) => {
      const row = await findCustomerRow(tx, write.storeId, write.customerId, { lock: true });
      // The clock is read once the lock is held, so created_at follows the order the writes happened in.
      const now = write.options.now ?? new Date();
      const today = await storeToday(tx, write.storeId, now, write.options.timezone);
      if (write.type === 'credit_given') refuseUnlessCreditAllowed(row, today, values.amountCents);
      const createdByName = write.options.actorName !== undefined ? write.options.actorName : await findUserName(tx, actor.userId);
      const body = await appendEntry(tx, actor, { row, type: write.type, values, now, today, createdByName, claimedKey });
      return { status: 201, body, storedWithKey: claimedKey !== undefined };
    });
  });
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
  createdByName: string | null;
  /** The Idempotency-Key claimed in this transaction: the response is stored with it here. */
  claimedKey: string | undefined;
};

/**
 * Insert the ledger row, move the cached balance by the same amount and (with an Idempotency-Key)
 * keep the response with the key — ONE statement of data-modifying CTEs, each firing its audit
 * trigger with the actor withActor set. The customer row is locked by this transaction
 * (SELECT … FOR UPDATE), so the customer as it is after the write is the locked row plus exactly
 * these changes, and the response can be built before the write; the balance the UPDATE returns is
 * checked against it, and a mismatch rolls the whole transaction back.
 */
async function appendEntry(tx: Tx, actor: Actor, append: Append): Promise<LedgerWriteResponse> {
  const { row, type, values, now, today, createdByName, claimedKey } = append;
  const delta = type === 'credit_given' ? values.amountCents : -values.amountCents;
  const balance = row.creditBalanceCents + delta;
  const entryId = crypto.randomUUID();
  const updated: CustomerRow = {
    ...row,
    creditBalanceCents: balance,
    updatedAt: now,
    ...(type === 'credit_given' ? { dailyCreditOn: today } : {}),
  };
  const entry = { id: entryId, transactionType: type, amountCents: values.amountCents, notes: values.notes, businessDate: today, createdAt: now };
  const body: LedgerWriteResponse = {
    entry: toLedgerEntry(entry, createdByName, balance),
    customer: toCustomerDto(updated, today),
  };
  const keep = claimedKey
    ? sql`, kept as (
        update ${idempotencyKeys} set status = 'done', response_status = 201, response = ${JSON.stringify(body)}::jsonb
        where store_id = ${row.storeId} and key = ${claimedKey}
      )`
    : sql``;
  const result = await tx.execute<{ balance: string }>(sql`
    with entry as (
      insert into ${creditTransactions}
        (id, store_id, customer_id, transaction_type, amount_cents, notes, created_by, business_date, created_at)
      values (${entryId}, ${row.storeId}, ${row.id}, ${type}, ${values.amountCents}, ${values.notes}, ${actor.userId}, ${today}, ${now})
      returning id
    ), moved as (
      update ${customers}
      set credit_balance_cents = credit_balance_cents + ${delta}, updated_at = ${now}${type === 'credit_given' ? sql`, daily_credit_on = ${today}` : sql``}
      where id = ${row.id}
      returning credit_balance_cents
    )${keep}
    select moved.credit_balance_cents::text as balance from entry, moved`);
  const written = result.rows[0];
  if (!written || Number(written.balance) !== balance) {
    throw new Error(`ledger write of customer ${row.id}: balance ${written?.balance} where ${balance} was expected`);
  }
  return body;
}
