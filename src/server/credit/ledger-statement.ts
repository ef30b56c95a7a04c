import { sql, type SQL } from 'drizzle-orm';
import type { TransactionType } from '#shared/credit/credit.schemas';
import { uuidV7 } from '../db/uuid-v7';
import type { Actor } from '../http/types';

/**
 * The ledger write as ONE statement (docs/decisions/013-ledger-write-in-one-statement.md): lock the
 * customer row (SELECT … FOR UPDATE), apply the give-credit rules, claim the Idempotency-Key with the
 * response kept beside it, move the cached balance, append the ledger row and its audit rows. A single
 * statement is its own transaction, so it is all or nothing, and the request makes one round trip to
 * the database instead of six. Under load one statement carries several writes (decision 068,
 * ledger-batch.ts), each judged and answered as if it were alone.
 *
 * Each step reads the rows of the step before, so each happens only if the one before did:
 *   input (the writes) → target (locked) → allowed (rules) → claim (key; skipped without one) → go → moved, entry → audit.
 * The audit rows of the balance update and of the ledger row are written by the statement itself, the
 * rows the audit triggers would write (table, action, record, store, actor, IP, user agent, and the
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
   * The tap the app sent with the write (decision 051; every write of the app has one, issue 36), kept
   * as the entry's occurred_at; null for a write sent without one (the API, the demo seed).
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

export type Shape = { type: TransactionType; withKey: boolean };
type Value = (name: string) => unknown;

/**
 * The columns of one write and their SQL types. The writes of a statement are sent as one JSON array of
 * objects (a batch, ledger-batch.ts; one object for a lone write), read by jsonb_to_recordset: its row
 * estimate is the same whatever the array holds, so the prepared statement settles on one generic plan.
 * (With unnest of one array per column the planner counted each run's elements, judged every custom
 * plan cheaper than the generic one, and planned each write anew: 1.2 ms of backend CPU per give
 * instead of 0.35–0.4.)
 */
const COLUMNS = [
  ['actorId', 'text'], ['actorIp', 'text'], ['actorUserAgent', 'text'], ['storeId', 'uuid'], ['customerId', 'uuid'],
  ['amountCents', 'bigint'], ['notes', 'text'], ['today', 'date'], ['at', 'timestamptz'], ['occurredAt', 'timestamptz'],
  ['late', 'boolean'], ['createdByName', 'text'], ['key', 'text'], ['requestHash', 'text'], ['acceptStoreCredit', 'boolean'],
  ['entryId', 'uuid'],
] as const;
export type Column = (typeof COLUMNS)[number][0];

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** Each column with its snake_case name, worked out once (writesJson names them for every write). */
const NAMED_COLUMNS = COLUMNS.map(([name, type]) => [name, snake(name), type] as const);

/**
 * The statement for N writes of one shape at once, N ≥ 1: each write's values are one row of `input`,
 * numbered n (1…N). The rows of the customers are locked in id order, so
 * two batches (two instances) never wait on each other in a circle. The caller (ledger-batch.ts) never
 * puts two writes of one customer, or two of one Idempotency-Key, in the same batch: each write is
 * judged on the row as it was locked, and is answered by its own row of the result (numbered n).
 * The audit rows carry each write's own actor, IP and user agent (no set_config per actor).
 */
export function buildStatement(shape: Shape, v: Value): SQL {
  const giving = shape.type === 'credit_given';
  const delta = giving ? sql`i.amount_cents` : sql`-i.amount_cents`;
  const givenThatDay = (customer: SQL) => sql`exists (
        select 1 from credit_transactions x
        where x.store_id = ${customer}.store_id and x.customer_id = ${customer}.id
          and x.business_date = i.today and x.transaction_type = 'credit_given')`;
  const rules = giving
    ? sql`where t.archived_at is null
        and not t.is_blocked
        and not t.internal_red_flag
        and t.daily_credit_on is distinct from i.today
        and (not i.late or not ${givenThatDay(sql.raw('t'))})
        and t.credit_balance_cents + i.amount_cents <= t.credit_limit_cents`
    : sql`where t.archived_at is null
        and t.credit_balance_cents - i.amount_cents >=
        case when i.accept_store_credit then -t.credit_limit_cents else least(t.credit_balance_cents, 0) end`;
  // A late write never moves the flag back: the latest day with credit stays the one remembered.
  const dailyCredit = giving ? sql`, 'daily_credit_on', greatest(a.daily_credit_on, i.today)` : sql``;
  const written = sql`jsonb_build_object(
      'customer', (to_jsonb(a) - 'at' - 'n') || jsonb_build_object('credit_balance_cents', a.credit_balance_cents + ${delta}, 'updated_at', a.at${dailyCredit}),
      'entry', jsonb_build_object(
        'id', i.entry_id,
        'transaction_type', ${shape.type}::text,
        'amount_cents', i.amount_cents,
        'notes', i.notes,
        'business_date', i.today,
        'created_at', a.at,
        'occurred_at', i.occurred_at,
        'created_by_name', i.created_by_name,
        'balance_after_cents', a.credit_balance_cents + ${delta}))`;
  const go = shape.withKey
    ? sql`claim as (
        insert into idempotency_keys (store_id, key, request_hash, status, response_status, response)
        select a.store_id, i.key, i.request_hash, 'done', 201, ${written} from allowed a join input i on i.n = a.n
        on conflict do nothing
        returning store_id, key, response
      ), go as (
        select a.id, a.store_id, a.at, a.n, c.response as written
        from allowed a join input i on i.n = a.n join claim c on c.store_id = a.store_id and c.key = i.key
      )`
    : sql`go as (
        select a.id, a.store_id, a.at, a.n, ${written} as written from allowed a join input i on i.n = a.n
      )`;
  const columns = sql.raw(NAMED_COLUMNS.map(([, name, type]) => `${name} ${type}`).join(', '));
  return sql`
    with bulk as (
      select set_config('app.audit_bulk', 'on', true) as audit_inline
    ), input as (
      select * from jsonb_to_recordset(${v('writes')}::jsonb) as i(n bigint, ${columns})
    ), target as (
      select c.*, i.n from customers c join input i on c.id = i.customer_id and c.store_id = i.store_id cross join bulk
      order by c.id
      for update of c
    ), allowed as (
      select t.*, coalesce(i.at, clock_timestamp()) as at from target t join input i on i.n = t.n
      ${rules}
    ), ${go}, moved as (
      update customers c
      set credit_balance_cents = c.credit_balance_cents + ${delta}, updated_at = g.at${giving ? sql`, daily_credit_on = greatest(c.daily_credit_on, i.today)` : sql``}
      from go g join input i on i.n = g.n
      where c.id = g.id
      returning c.id, c.store_id, c.credit_balance_cents, g.n
    ), entry as (
      insert into credit_transactions (id, store_id, customer_id, transaction_type, amount_cents, notes, created_by, business_date, created_at, occurred_at)
      select i.entry_id, g.store_id, g.id, ${shape.type}, i.amount_cents, i.notes, nullif(i.actor_id, ''), i.today, g.at, i.occurred_at
      from go g join input i on i.n = g.n
      returning id, store_id, created_at, business_date, occurred_at
    ), audit as (
      insert into security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent, new_values)
      select 'INSERT', 'credit_transactions', e.id::text, nullif(i.actor_id, ''), e.store_id, nullif(i.actor_ip, ''), left(nullif(i.actor_user_agent, ''), 100),
             case when e.occurred_at is not null
               then jsonb_build_object('occurred_at', e.occurred_at, 'created_at', e.created_at, 'business_date', e.business_date) end
      from entry e join input i on i.entry_id = e.id
      union all
      select 'UPDATE', 'customers', m.id::text, nullif(i.actor_id, ''), m.store_id, nullif(i.actor_ip, ''), left(nullif(i.actor_user_agent, ''), 100), null
      from moved m join input i on i.n = m.n
    )
    select (select to_jsonb(t) - 'n' from target t where t.n = i.n and not exists (select 1 from entry e where e.id = i.entry_id)) as before,
           (select g.written from go g where g.n = i.n and exists (select 1 from entry e where e.id = i.entry_id)) as written,
           (select m.credit_balance_cents::text from moved m where m.n = i.n) as balance,
           ${giving ? sql`(select i.late and ${givenThatDay(sql.raw('t'))} from target t where t.n = i.n)` : sql`false`} as given_that_day
    from input i
    order by i.n`;
}

export function valuesOf(actor: Actor, params: LedgerWriteParams): Record<Column, unknown> {
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

/** The statement's one parameter: the writes as a JSON array of objects with snake_case keys and their number n. */
export function writesJson(writes: Record<Column, unknown>[]): string {
  return JSON.stringify(writes.map((write, index) => {
    const row: Record<string, unknown> = { n: index + 1 };
    for (const [column, name] of NAMED_COLUMNS) row[name] = write[column];
    return row;
  }));
}

/** One write's values in place, for a lone write. */
export function oneRow(values: Record<Column, unknown>): Value {
  return () => sql.param(writesJson([values]));
}

/** The statement with its values in place (tools: EXPLAIN of the write, scripts/bench/explain-give.ts). */
export function ledgerWriteSql(actor: Actor, params: LedgerWriteParams): SQL {
  return buildStatement({ type: params.type, withKey: params.key !== null }, oneRow(valuesOf(actor, params)));
}
