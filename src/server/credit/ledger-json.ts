import { getTableColumns } from 'drizzle-orm';
import { customers } from '../db/schema/index';
import type { CustomerRow } from '../customers/index';
import { toCustomerDto } from '../customers/index';
import { toLedgerEntry } from './ledger.queries';
import type { LedgerEntry } from '#shared/credit/credit.schemas';
import type { Customer } from '#shared/customers/customer.schemas';
import type { StoredLedgerWrite } from './ledger-write';

/** What a give-credit or payment answers: the new ledger entry and the customer after it. */
export type LedgerWriteResponse = { entry: LedgerEntry; customer: Customer };

const customerColumns = Object.entries(getTableColumns(customers)).map(([key, column]) => ({
  key,
  json: key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
  isTimestamp: column.columnType === 'PgTimestamp',
}));

/** A customer row from its to_jsonb (snake_case keys, timestamps as text) into drizzle's shape. */
export function customerRowFromJson(json: Record<string, unknown>): CustomerRow {
  const row: Record<string, unknown> = {};
  for (const { key, json: name, isTimestamp } of customerColumns) {
    const value = json[name] ?? null;
    row[key] = isTimestamp && value !== null ? new Date(value as string) : value;
  }
  return row as CustomerRow;
}

/**
 * The API answer of a ledger write from what the statement wrote (and the Idempotency-Key kept):
 * the same mapping for the first answer and every replay, so they are equal. Daily credit is shown
 * as of the entry's business day, as it was when the entry was written.
 */
export function ledgerResponseFromStored(stored: StoredLedgerWrite): LedgerWriteResponse {
  const entry = stored.entry;
  const businessDate = entry.business_date as string;
  return {
    entry: toLedgerEntry(
      {
        id: entry.id as string,
        transactionType: entry.transaction_type as 'credit_given' | 'credit_paid',
        amountCents: Number(entry.amount_cents),
        notes: (entry.notes as string | null) ?? null,
        businessDate,
        createdAt: new Date(entry.created_at as string),
        occurredAt: entry.occurred_at ? new Date(entry.occurred_at as string) : null,
      },
      (entry.created_by_name as string | null) ?? null,
      Number(entry.balance_after_cents),
    ),
    customer: toCustomerDto(customerRowFromJson(stored.customer), businessDate),
  };
}
