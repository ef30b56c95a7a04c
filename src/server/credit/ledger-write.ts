import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { perDatabase, preparedRowsQuery } from '../db/raw-rows';
import type { Actor } from '../http/types';
import { withStatementTimes } from '../http/server-timing';
import { WriteBatcher } from './ledger-batch';
import { buildStatement, oneRow, valuesOf, writesJson, type Column, type LedgerWriteParams, type Shape } from './ledger-statement';

/**
 * Running the ledger write (the statement itself, and the rules it enforces: ledger-statement.ts).
 * On the database a write joins the writes being gathered into one prepared statement (ledger-batch.ts,
 * decision 068); inside a caller's transaction it runs alone, with its values in place.
 */

/** What the statement answers: the customer as locked, and what was written (null when nothing was). */
export type LedgerWriteRow = {
  /**
   * to_jsonb of the customer row under the lock when nothing was written (the refusal is named from
   * it); null: no such customer in this store, or the write happened (`written` says it all, and a
   * whole-row JSON per give was a measurable share of the statement's CPU).
   */
  before: Record<string, unknown> | null;
  /** The written entry and customer (stored with the key too); null when nothing was written. */
  written: StoredLedgerWrite | null;
  /** The balance the UPDATE left, as text (bigint); null when nothing was written. */
  balance: string | null;
  /** A late write only: the ledger already has credit given on its business day. */
  givenThatDay: boolean;
};

/** The response of a ledger write as the database keeps it (snake_case columns, mapped by ledger-json.ts). */
export type StoredLedgerWrite = { customer: Record<string, unknown>; entry: Record<string, unknown> };

/** The name of the prepared statement of one shape: give or pay, with or without a key. */
export type LedgerStatementName = 'cs_ledger_give' | 'cs_ledger_give_key' | 'cs_ledger_pay' | 'cs_ledger_pay_key';

export function statementName(params: Pick<LedgerWriteParams, 'type' | 'key'>): LedgerStatementName {
  return `cs_ledger_${params.type === 'credit_given' ? 'give' : 'pay'}${params.key !== null ? '_key' : ''}`;
}

/** The statement as a named prepared statement, one per shape; its one parameter is the writes (writesJson). */
const preparedStatement = perDatabase((db, name: string) => {
  const shape: Shape = { type: name.startsWith('cs_ledger_give') ? 'credit_given' : 'credit_paid', withKey: name.endsWith('_key') };
  return preparedRowsQuery(db, name, buildStatement(shape, (n) => sql.placeholder(n)));
});

/** What one write's values are, for a batch (ledger-batch.ts): its statement, its row, and what may not share a batch with it. */
export type LedgerWriteValues = { name: LedgerStatementName; values: Record<Column, unknown>; customerId: string; key: string | null };

export function ledgerWriteValues(actor: Actor, params: LedgerWriteParams): LedgerWriteValues {
  return { name: statementName(params), values: valuesOf(actor, params), customerId: params.customerId, key: params.key === null ? null : `${params.storeId}/${params.key}` };
}

/**
 * Run N writes of one shape as one prepared statement, N ≥ 1 (ledger-batch.ts makes sure no two share
 * a customer or a key); the rows come back in the order of the writes.
 */
export async function runLedgerStatement(db: Db, name: LedgerStatementName, writes: Record<Column, unknown>[]): Promise<LedgerWriteRow[]> {
  const rows = await preparedStatement(db, name)({ writes: writesJson(writes) });
  if (rows.length !== writes.length) throw new Error(`${name}: ${rows.length} rows for ${writes.length} writes`);
  return rows.map((row) => {
    const [before, written, balance, givenThatDay] = row as [LedgerWriteRow['before'], LedgerWriteRow['written'], LedgerWriteRow['balance'], boolean | null];
    return { before, written, balance, givenThatDay: givenThatDay === true };
  });
}

/**
 * At most this many ledger statements run at once per instance; writes that come meanwhile wait and go
 * together (ledger-batch.ts). Measured in docs/measurements/ledger-bench.md (decision 068).
 */
export const LEDGER_STATEMENTS_IN_FLIGHT = 2;
/** The most writes one statement carries. */
export const LEDGER_BATCH_MAX = 64;

/** One batcher per database (per instance). */
export const ledgerBatcher = perDatabase(
  (db) => new WriteBatcher<Record<Column, unknown>, LedgerWriteRow>((name, writes) => runLedgerStatement(db, name as LedgerStatementName, writes), LEDGER_STATEMENTS_IN_FLIGHT, LEDGER_BATCH_MAX),
);

function isTransaction(db: Db | Tx): boolean {
  return (db as { $client?: unknown }).$client === undefined;
}

/**
 * Run one write: on the database itself it joins the writes being gathered into one statement
 * (ledger-batch.ts, decision 068); inside a caller's transaction it is built with its values in place.
 */
export async function runLedgerWrite(db: Db | Tx, actor: Actor, params: LedgerWriteParams): Promise<LedgerWriteRow> {
  if (!isTransaction(db)) return ledgerBatcher(db as Db, 'ledger').write(withStatementTimes(ledgerWriteValues(actor, params)));
  const tx = db as Tx;
  const shape: Shape = { type: params.type, withKey: params.key !== null };
  // The statement writes its own audit rows and quiets the row triggers for its transaction; inside a
  // caller's transaction the triggers audit whatever the caller writes next, as before.
  const bulk = await tx.execute<{ value: string | null }>(sql`select current_setting('app.audit_bulk', true) as value`);
  const result = await tx.execute<Omit<LedgerWriteRow, 'givenThatDay'> & { given_that_day: boolean | null }>(buildStatement(shape, oneRow(valuesOf(actor, params))));
  await tx.execute(sql`select set_config('app.audit_bulk', ${bulk.rows[0]?.value ?? ''}, true)`);
  const { given_that_day: givenThatDay, ...row } = result.rows[0]!;
  return { ...row, givenThatDay: givenThatDay === true };
}
