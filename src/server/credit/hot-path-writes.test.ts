import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import { inject } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { openPostgres } from '../db/client';
import { securityAuditLog } from '../db/schema/index';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { sessionCacheOf } from '../auth/session-cache';
import { uuidV7 } from '../db/uuid-v7';
import { actorFor, insertCustomer, postLedger } from './credit-test-support';
import { runLedgerWrite } from './ledger-write';
import type { LedgerWriteParams } from './ledger-statement';

// Decision 065 (issue 28, item 3): what one give-credit writes, counted so that it fails if it grows
// back — rows and index entries by table, statements per request — and the audit rows the statement
// writes itself are the rows the triggers wrote.

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Counted Store');
});
afterAll(async () => t.close());

const at = new Date('2026-05-04T18:00:00Z');
const params = (customerId: string, extra: Partial<LedgerWriteParams> = {}): LedgerWriteParams => ({
  storeId: staff.storeId, customerId, type: 'credit_given', amountCents: 500, notes: null, today: '2026-05-04', at,
  createdByName: 'Employee', key: `count-${uuidV7()}`, requestHash: 'h', ...extra,
});

type TableWrites = { table: string; inserted: number; updated: number; hot: number; indexes: string[] };

/** What the current transaction wrote, by table: rows, and the b-tree/GIN indexes each non-HOT row version enters. */
async function writesOfTransaction(tx: Tx): Promise<TableWrites[]> {
  const result = await tx.execute<TableWrites>(sql`
    select c.relname as "table", s.n_tup_ins::int as inserted, s.n_tup_upd::int as updated, s.n_tup_hot_upd::int as hot,
           coalesce((select array_agg(ic.relname::text order by ic.relname)
                       from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_am am on am.oid = ic.relam
                      where i.indrelid = c.oid and am.amname <> 'brin'), '{}') as indexes
      from pg_stat_xact_user_tables s join pg_class c on c.oid = s.relid
     where s.n_tup_ins + s.n_tup_upd + s.n_tup_del > 0
     order by 1`);
  return result.rows;
}

function minus(after: TableWrites[], before: TableWrites[]): TableWrites[] {
  return after
    .map((w) => {
      const b = before.find((x) => x.table === w.table);
      return b ? { ...w, inserted: w.inserted - b.inserted, updated: w.updated - b.updated, hot: w.hot - b.hot } : w;
    })
    .filter((w) => w.inserted + w.updated > 0);
}

const indexEntries = (w: TableWrites) => (w.inserted + w.updated - w.hot) * w.indexes.length;

describe('one give-credit', () => {
  it('writes 5 rows and 14 index entries (ledger 4, audit 2 × 4, key 2); the balance update is HOT', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const writes = await t.db.transaction(async (tx) => {
      // The backend's counters include its earlier transactions until they are flushed: take the difference.
      const before = await writesOfTransaction(tx);
      const row = await runLedgerWrite(tx, actorFor(staff.employee.id), params(customer.id));
      expect(row.written).not.toBeNull();
      return minus(await writesOfTransaction(tx), before);
    });
    const byTable = Object.fromEntries(writes.map((w) => [w.table, { rows: w.inserted + w.updated, hot: w.hot, entries: indexEntries(w), indexes: w.indexes }]));
    expect(byTable).toEqual({
      credit_transactions: {
        rows: 1, hot: 0, entries: 4,
        indexes: ['credit_transactions_customer_created_idx', 'credit_transactions_pkey', 'credit_transactions_store_created_idx', 'credit_transactions_store_date_created_idx'],
      },
      customers: { rows: 1, hot: 1, entries: 0, indexes: expect.any(Array) },
      idempotency_keys: { rows: 1, hot: 0, entries: 2, indexes: ['idempotency_keys_created_at_idx', 'idempotency_keys_store_id_key_pk'] },
      security_audit_log: {
        rows: 2, hot: 0, entries: 8,
        indexes: ['security_audit_log_pkey', 'security_audit_log_store_id_idx', 'security_audit_log_table_name_idx', 'security_audit_log_user_id_idx'],
      },
    });
    expect(writes.reduce((sum, w) => sum + indexEntries(w), 0)).toBe(14);
  });

  it('sends one statement over HTTP (no session, time zone or name query), the prepared ledger write', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const cache = sessionCacheOf(t.db);
    for (let i = 0; i < 300 && !cache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
    // The setup's own session NOTIFYs (the store, its staff) arrive when they arrive: on a busy machine one
    // came after the warm-up below had read the session and dropped its copy (CI, 27 Nov 2026). A round
    // trip on the LISTEN connection first has them all in.
    await cache.settle();
    expect((await t.request('/api/customers?limit=1', { cookie: staff.employee.cookie })).status).toBe(200);
    expect(cache.size).toBeGreaterThan(0);
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const sent: { text: string; name?: string }[] = [];
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const q = args[0] as string | { text: string; name?: string };
      sent.push(typeof q === 'string' ? { text: q } : { text: q.text, name: q.name });
      return original(...args);
    };
    try {
      const response = await postLedger(t, customer.id, 'credit', { amountCents: 300 }, { cookie: staff.employee.cookie, key: `http-${uuidV7()}` });
      expect(response.status).toBe(201);
      await response.arrayBuffer();
    } finally {
      delete (pool as unknown as { query?: unknown }).query;
    }
    expect(sent.map((s) => s.name ?? s.text.slice(0, 40)), `the cache listening: ${cache.isListening}, holding ${cache.size}`).toEqual(['cs_ledger_give_key']);
  });
});

/** Not the audit row of the test's own insertCustomer. */
const isNotCreation = (r: { tableName: string; action: string }) => !(r.tableName === 'customers' && r.action === 'INSERT');

describe('the audit rows the statement writes', () => {
  it('are the rows the triggers write: table, action, record, store, actor, IP, user agent, a late tap’s times', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const actor = { userId: staff.employee.id, ip: '203.0.113.7', userAgent: 'x'.repeat(150) };
    const occurredAt = new Date(at.getTime() - 30 * 3_600_000);
    const row = await runLedgerWrite(t.db, actor, params(customer.id, { occurredAt, today: '2026-05-03', late: true }));
    const entryId = row.written!.entry.id as string;
    const rows = (await t.db.select().from(securityAuditLog).where(inArray(securityAuditLog.recordId, [customer.id, entryId]))).filter(isNotCreation);
    const facts = rows.map((r) => ({ ...r, id: undefined, createdAt: undefined })).sort((a, b) => a.tableName.localeCompare(b.tableName));
    const same = { userId: staff.employee.id, storeId: staff.storeId, ipAddress: '203.0.113.7', userAgent: 'x'.repeat(100), oldValues: null, id: undefined, createdAt: undefined };
    expect(facts).toEqual([
      {
        ...same, action: 'INSERT', tableName: 'credit_transactions', recordId: entryId,
        newValues: { occurred_at: expect.any(String), created_at: expect.any(String), business_date: '2026-05-03' },
      },
      { ...same, action: 'UPDATE', tableName: 'customers', recordId: customer.id, newValues: null },
    ]);
    // The same change made by hand, audited by the triggers, gives the same rows.
    const twin = await insertCustomer(t, staff.storeId);
    const triggered = await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.actor_id', ${actor.userId}, true), set_config('app.ip', ${actor.ip}, true), set_config('app.user_agent', ${actor.userAgent}, true)`);
      await tx.execute(sql`update customers set credit_balance_cents = credit_balance_cents + 500 where id = ${twin.id}`);
      const [entry] = (await tx.execute<{ id: string }>(sql`
        insert into credit_transactions (store_id, customer_id, transaction_type, amount_cents, business_date, occurred_at, created_at)
        values (${staff.storeId}, ${twin.id}, 'credit_given', 500, '2026-05-03', ${occurredAt.toISOString()}, ${at.toISOString()}) returning id`)).rows;
      return entry!.id;
    });
    const twins = (await t.db.select().from(securityAuditLog).where(inArray(securityAuditLog.recordId, [twin.id, triggered]))).filter(isNotCreation);
    const twinFacts = twins
      .map((r) => ({ ...r, id: undefined, createdAt: undefined, recordId: r.tableName === 'customers' ? customer.id : entryId }))
      .sort((a, b) => a.tableName.localeCompare(b.tableName));
    expect(twinFacts).toEqual(facts);
  });

  it('leave the triggers on for the rest of a caller’s transaction, and for the next transaction on the same connection', async () => {
    const one = openPostgres(t.url, 1, inject('testDatabase').kind);
    try {
      const customer = await insertCustomer(t, staff.storeId);
      await runLedgerWrite(one.db, actorFor(staff.employee.id), params(customer.id));
      await one.db.execute(sql`update customers set notes = 'after the prepared write' where id = ${customer.id}`);
      await one.db.transaction(async (tx) => {
        await runLedgerWrite(tx as unknown as Db, actorFor(staff.employee.id), params(customer.id, { type: 'credit_paid', amountCents: 100 }));
        await tx.execute(sql`update customers set notes = 'after, in the same transaction' where id = ${customer.id}`);
      });
      const updates = await t.db
        .select({ action: securityAuditLog.action })
        .from(securityAuditLog)
        .where(and(eq(securityAuditLog.recordId, customer.id), eq(securityAuditLog.tableName, 'customers'), eq(securityAuditLog.action, 'UPDATE')));
      // two ledger writes + two later updates, one audit row each
      expect(updates).toHaveLength(4);
    } finally {
      await one.close();
    }
  });
});

describe('uuidV7', () => {
  it('is a version 7, variant 1 uuid whose order follows the clock', () => {
    const ids = [1_700_000_000_000, 1_700_000_000_001, 1_800_000_000_000].map((ms) => uuidV7(ms));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(ids[0]!.slice(0, 13)).toBe('018bcfe5-6800');
  });

  it('carries random bits after the time: a thousand ids of one millisecond all differ', () => {
    const ids = Array.from({ length: 1000 }, () => uuidV7(1_700_000_000_000));
    expect(new Set(ids).size).toBe(1000);
    expect(new Set(ids.map((id) => id.slice(15))).size).toBe(1000);
  });
});
