import { sql, type SQL } from 'drizzle-orm';
import type { TransactionType } from '#shared/credit/credit.schemas';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { perDatabase, preparedRowsQuery } from '../db/raw-rows';
import { uuidV7 } from '../db/uuid-v7';
import type { Actor } from '../http/types';

/**
 * The ledger write as ONE statement (docs/decisions/013-ledger-write-in-one-statement.md): set the
 * audit actor, lock the customer row (SELECT … FOR UPDATE), apply the give-credit rules, claim the
 * Idempotency-Key with the response kept beside it, move the cached balance and append the ledger
 * row. A single statement is its own transaction, so it is all or nothing, and the request makes one
 * round trip to the database instead of six.
 *
 * Each step reads the rows of the step before, so each happens only if the one before did:
 *   actor → target (locked) → allowed (rules) → claim (key; skipped without one) → go → moved, entry → audit.
 * The audit rows of the balance update and of the ledger row are written by the statement itself, the
 * rows the audit triggers would write (table, action, record, store, actor, IP, user agent, and a late
 * tap's times), with app.audit_bulk = 'on' for its transaction keeping those triggers quiet: two
 * trigger calls less per write (decision 065). hot-path-writes.test.ts checks the rows are the same.
 * A refused or replayed request writes nothing; the statement then answers the customer row as it
 * was locked (`before`), from which the caller names the refusal with the shared checkGiveCredit.
 *
 * An archived customer (deleted while they had ledger entries) takes neither credit nor payments.
 * The other rules here are checkGiveCredit's (src/shared/credit/credit-rules.ts), in SQL: not blocked, not
 * red-flagged, no credit yet on the business day, and balance + amount within the limit; for a
 * payment, checkPayment's: no more than is owed, or (accepted as store credit) no further below
 * zero than the limit. ledger-write.test.ts checks the two agree on every combination.
 */

export type LedgerWriteParams = {
  storeId: string;
  customerId: string;
  type: TransactionType;
  amountCents: number;
  notes: string | null;
  /** The store's business day the write belongs to: of its tap (occurredAt) when it has one. */
  today: string;
  /**
   * The tap of a write kept on a device offline (decision 051), kept as the entry's occurred_at;
   * null for a write sent at once.
   */
  occurredAt?: Date | null;
  /**
   * The write belongs to a business day that is no longer the store's today (a late offline write):
   * the once-a-day rule then also asks the ledger whether credit was given on that day, since
   * daily_credit_on remembers only the latest day.
   */
  late?: boolean;
  /** A fixed instant (tests, demo seed); null: the clock once the row lock is held. */
  at: Date | null;
  createdByName: string | null;
  /** With an Idempotency-Key: the key and the request's hash, kept with the response. */
  key: string | null;
  requestHash: string | null;
  /** Payments: the owner accepted more than is owed as store credit (up to the credit limit). */
  acceptStoreCredit?: boolean;
};

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

type Shape = { type: TransactionType; withKey: boolean };
type Value = (name: string) => unknown;

function buildStatement(shape: Shape, v: Value): SQL {
  const giving = shape.type === 'credit_given';
  const delta = giving ? sql`${v('amountCents')}::bigint` : sql`-${v('amountCents')}::bigint`;
  const givenThatDay = (customer: SQL) => sql`exists (
        select 1 from credit_transactions x
        where x.store_id = ${customer}.store_id and x.customer_id = ${customer}.id
          and x.business_date = ${v('today')}::date and x.transaction_type = 'credit_given')`;
  const rules = giving
    ? sql`where t.archived_at is null
        and not t.is_blocked
        and not t.internal_red_flag
        and t.daily_credit_on is distinct from ${v('today')}::date
        and (not ${v('late')}::boolean or not ${givenThatDay(sql.raw('t'))})
        and t.credit_balance_cents + ${v('amountCents')}::bigint <= t.credit_limit_cents`
    : sql`where t.archived_at is null
        and t.credit_balance_cents - ${v('amountCents')}::bigint >=
        case when ${v('acceptStoreCredit')}::boolean then -t.credit_limit_cents else least(t.credit_balance_cents, 0) end`;
  // A late write never moves the flag back: the latest day with credit stays the one remembered.
  const dailyCredit = giving ? sql`, 'daily_credit_on', greatest(a.daily_credit_on, ${v('today')}::date)` : sql``;
  const written = sql`jsonb_build_object(
      'customer', (to_jsonb(a) - 'at') || jsonb_build_object('credit_balance_cents', a.credit_balance_cents + ${delta}, 'updated_at', a.at${dailyCredit}),
      'entry', jsonb_build_object(
        'id', ${v('entryId')}::uuid,
        'transaction_type', ${shape.type}::text,
        'amount_cents', ${v('amountCents')}::bigint,
        'notes', ${v('notes')}::text,
        'business_date', ${v('today')}::date,
        'created_at', a.at,
        'occurred_at', ${v('occurredAt')}::timestamptz,
        'created_by_name', ${v('createdByName')}::text,
        'balance_after_cents', a.credit_balance_cents + ${delta}))`;
  const go = shape.withKey
    ? sql`claim as (
        insert into idempotency_keys (store_id, key, request_hash, status, response_status, response)
        select a.store_id, ${v('key')}::text, ${v('requestHash')}::text, 'done', 201, ${written} from allowed a
        on conflict do nothing
        returning response
      ), go as (
        select a.id, a.store_id, a.at, c.response as written from allowed a cross join claim c
      )`
    : sql`go as (
        select a.id, a.store_id, a.at, ${written} as written from allowed a
      )`;
  return sql`
    with actor as (
      select set_config('app.actor_id', ${v('actorId')}::text, true) as actor_id,
             set_config('app.ip', ${v('actorIp')}::text, true) as ip,
             set_config('app.user_agent', ${v('actorUserAgent')}::text, true) as user_agent,
             set_config('app.audit_bulk', 'on', true) as audit_inline
    ), target as (
      select c.* from customers c cross join actor
      where c.id = ${v('customerId')}::uuid and c.store_id = ${v('storeId')}::uuid
      for update of c
    ), allowed as (
      select t.*, coalesce(${v('at')}::timestamptz, clock_timestamp()) as at from target t
      ${rules}
    ), ${go}, moved as (
      update customers c
      set credit_balance_cents = c.credit_balance_cents + ${delta}, updated_at = g.at${giving ? sql`, daily_credit_on = greatest(c.daily_credit_on, ${v('today')}::date)` : sql``}
      from go g
      where c.id = g.id
      returning c.id, c.store_id, c.credit_balance_cents
    ), entry as (
      insert into credit_transactions (id, store_id, customer_id, transaction_type, amount_cents, notes, created_by, business_date, created_at, occurred_at)
      select ${v('entryId')}::uuid, g.store_id, g.id, ${shape.type}, ${v('amountCents')}::bigint, ${v('notes')}::text, nullif(${v('actorId')}::text, ''), ${v('today')}::date, g.at, ${v('occurredAt')}::timestamptz
      from go g
      returning id, store_id, created_at, business_date, occurred_at
    ), audit as (
      insert into security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent, new_values)
      select 'INSERT', 'credit_transactions', e.id::text, nullif(a.actor_id, ''), e.store_id, nullif(a.ip, ''), left(nullif(a.user_agent, ''), 100),
             case when e.occurred_at is not null
               then jsonb_build_object('occurred_at', e.occurred_at, 'created_at', e.created_at, 'business_date', e.business_date) end
      from entry e cross join actor a
      union all
      select 'UPDATE', 'customers', m.id::text, nullif(a.actor_id, ''), m.store_id, nullif(a.ip, ''), left(nullif(a.user_agent, ''), 100), null
      from moved m cross join actor a
    )
    select (select to_jsonb(t) from target t where not exists (select 1 from entry)) as before,
           (select g.written from go g where exists (select 1 from entry)) as written,
           (select m.credit_balance_cents::text from moved m) as balance,
           ${giving ? sql`(select ${v('late')}::boolean and ${givenThatDay(sql.raw('t'))} from target t)` : sql`false`} as given_that_day`;
}

function valuesOf(actor: Actor, params: LedgerWriteParams): Record<string, unknown> {
  return {
    actorId: actor.userId ?? '',
    actorIp: actor.ip ?? '',
    actorUserAgent: (actor.userAgent ?? '').slice(0, 100),
    storeId: params.storeId,
    customerId: params.customerId,
    amountCents: params.amountCents,
    notes: params.notes,
    today: params.today,
    at: params.at,
    occurredAt: params.occurredAt ?? null,
    late: params.late ?? false,
    createdByName: params.createdByName,
    key: params.key,
    requestHash: params.requestHash,
    acceptStoreCredit: params.acceptStoreCredit ?? false,
    entryId: uuidV7(),
  };
}

/** The statement with its values in place (tools: EXPLAIN of the write, scripts/bench/explain-give.ts). */
export function ledgerWriteSql(actor: Actor, params: LedgerWriteParams): SQL {
  const values = valuesOf(actor, params);
  return buildStatement({ type: params.type, withKey: params.key !== null }, (n) => values[n]);
}

/** The statement as a named prepared statement, one per shape (give or pay, with or without a key). */
const preparedStatement = perDatabase((db, name: string) => {
  const shape: Shape = { type: name.startsWith('cs_ledger_give') ? 'credit_given' : 'credit_paid', withKey: name.endsWith('_key') };
  return preparedRowsQuery(db, name, buildStatement(shape, (n) => sql.placeholder(n)));
});

function isTransaction(db: Db | Tx): boolean {
  return (db as { $client?: unknown }).$client === undefined;
}

/** Run the statement: prepared on the database itself, or built with its values inside a caller's transaction. */
export async function runLedgerWrite(db: Db | Tx, actor: Actor, params: LedgerWriteParams): Promise<LedgerWriteRow> {
  const shape: Shape = { type: params.type, withKey: params.key !== null };
  const values = valuesOf(actor, params);
  if (isTransaction(db)) {
    const tx = db as Tx;
    // The statement writes its own audit rows and quiets the row triggers for its transaction; inside a
    // caller's transaction the triggers audit whatever the caller writes next, as before.
    const bulk = await tx.execute<{ value: string | null }>(sql`select current_setting('app.audit_bulk', true) as value`);
    const result = await tx.execute<Omit<LedgerWriteRow, 'givenThatDay'> & { given_that_day: boolean | null }>(buildStatement(shape, (n) => values[n]));
    await tx.execute(sql`select set_config('app.audit_bulk', ${bulk.rows[0]?.value ?? ''}, true)`);
    const { given_that_day: givenThatDay, ...row } = result.rows[0]!;
    return { ...row, givenThatDay: givenThatDay === true };
  }
  const name = `cs_ledger_${shape.type === 'credit_given' ? 'give' : 'pay'}${shape.withKey ? '_key' : ''}`;
  const [row] = await preparedStatement(db as Db, name)(values);
  const [before, written, balance, givenThatDay] = row as [LedgerWriteRow['before'], LedgerWriteRow['written'], LedgerWriteRow['balance'], boolean | null];
  return { before, written, balance, givenThatDay: givenThatDay === true };
}
