import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { securityAuditLog } from '../db/schema/index';
import { getDashboardSummary } from '../dashboard/dashboard.service';
import { actorFor, insertCustomer } from './credit-test-support';
import { giveCredit, resetDailyCredit } from './credit.service';
import { runLedgerWrite } from './ledger-write';

// Migration 0007 (docs/decisions/015-hot-path-indexes-and-cpu.md): no index holds a column that a
// give-credit changes, customers pages keep 10 % free, the Active Credits tile reads today's ledger,
// and the audit trigger of store tables reads id and store_id from the row.

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Hot Path Store');
});
afterAll(async () => t.close());

const chicagoNoon = (day: string) => new Date(`${day}T18:00:00Z`);

describe('give credit as a HOT update', () => {
  it('updates the customer without a new index entry, even on a page filled by later inserts', async () => {
    const first = await insertCustomer(t, staff.storeId, { name: 'Aaron First' });
    // Enough customers after it to fill its page (about 40 rows of this size fit one 8 kB page).
    await t.db.execute(sql`
      insert into customers (store_id, display_id, name, phone, email)
      select ${staff.storeId}::uuid, (90000000 + g)::text, 'Filler ' || g, '2175550' || lpad(g::text, 3, '0'), 'f' || g || '@example.com'
      from generate_series(1, 300) g`);
    const counts = await t.db.transaction(async (tx) => {
      const row = await runLedgerWrite(tx, actorFor(staff.owner.id), {
        storeId: staff.storeId, customerId: first.id, type: 'credit_given', amountCents: 500, notes: null, today: '2026-05-04',
        at: chicagoNoon('2026-05-04'), createdByName: 'Owner', key: null, requestHash: null,
      });
      expect(row.written).not.toBeNull();
      const result = await tx.execute<{ updated: string; hot: string }>(sql`
        select pg_stat_get_xact_tuples_updated('customers'::regclass)::text as updated,
               pg_stat_get_xact_tuples_hot_updated('customers'::regclass)::text as hot`);
      return result.rows[0]!;
    });
    expect(counts).toEqual({ updated: '1', hot: '1' });
  });
});

describe('Active Credits tile', () => {
  it("counts the customers given credit on the store's business day, not reset ones, not yesterday's, not another store's", async () => {
    const other = await createStoreWithStaff(t, 'Other Hot Store');
    await t.db.execute(sql`update stores set timezone = 'America/Chicago' where id in (${staff.storeId}::uuid, ${other.storeId}::uuid)`);
    const actor = actorFor(staff.employee.id);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => insertCustomer(t, staff.storeId)));
    const theirs = await insertCustomer(t, other.storeId);
    const today = chicagoNoon('2026-06-10');
    await giveCredit(t.db, actor, staff.storeId, a!.id, { amountCents: 100 }, { now: today });
    await giveCredit(t.db, actor, staff.storeId, b!.id, { amountCents: 100 }, { now: today });
    await giveCredit(t.db, actor, staff.storeId, c!.id, { amountCents: 100 }, { now: chicagoNoon('2026-06-09') });
    await giveCredit(t.db, actor, staff.storeId, d!.id, { amountCents: 100 }, { now: today });
    await giveCredit(t.db, actorFor(other.employee.id), other.storeId, theirs.id, { amountCents: 100 }, { now: today });
    expect((await getDashboardSummary(t.db, staff.storeId, today)).activeCredits).toBe(3);

    await resetDailyCredit(t.db, actorFor(staff.owner.id), staff.storeId, d!.id, { now: today });
    const summary = await getDashboardSummary(t.db, staff.storeId, today);
    expect(summary).toMatchObject({ activeCredits: 2, customersServedToday: 3 });
    expect((await getDashboardSummary(t.db, staff.storeId, chicagoNoon('2026-06-11'))).activeCredits).toBe(0);
  });
});

describe('audit rows of the store tables', () => {
  it('records the insert, update and delete with table, record, store and actor as before', async () => {
    const actor = { userId: staff.owner.id, ip: '203.0.113.9', userAgent: 'hot-path-test' };
    const customer = await insertCustomer(t, staff.storeId);
    const result = await giveCredit(t.db, actor, staff.storeId, customer.id, { amountCents: 700 });
    const rows = await t.db
      .select()
      .from(securityAuditLog)
      .where(and(inArray(securityAuditLog.recordId, [customer.id, result.body.entry.id]), eq(securityAuditLog.userId, staff.owner.id)));
    const facts = rows.map((r) => [r.action, r.tableName, r.recordId, r.storeId, r.ipAddress, r.userAgent]).sort();
    expect(facts).toEqual([
      ['INSERT', 'credit_transactions', result.body.entry.id, staff.storeId, '203.0.113.9', 'hot-path-test'],
      ['UPDATE', 'customers', customer.id, staff.storeId, '203.0.113.9', 'hot-path-test'],
    ]);
  });

  it('is attached only to tables that have an id and a store_id, and every audited table still has a trigger', async () => {
    const result = await t.db.execute<{ table: string; fn: string; hasIds: boolean }>(sql`
      select c.relname as table, p.proname as fn,
             (select count(*) from pg_attribute a where a.attrelid = c.oid and a.attname in ('id', 'store_id') and not a.attisdropped) = 2 as "hasIds"
      from pg_trigger tg join pg_class c on c.oid = tg.tgrelid join pg_proc p on p.oid = tg.tgfoid
      where tg.tgname = 'audit_row_change' order by 1`);
    const rows = result.rows;
    expect(rows.map((r) => r.table)).toEqual([
      'admin_users', 'community_messages', 'community_posts', 'credit_transactions', 'customers', 'daily_logs', 'payroll_entries',
      'profiles', 'statement_links', 'stored_objects', 'stores', 'subscription_payments', 'system_settings', 'user_roles',
    ]);
    for (const row of rows.filter((r) => r.fn === 'audit_store_row_change')) expect(row, row.table).toMatchObject({ hasIds: true });
    expect(rows.filter((r) => r.fn === 'audit_store_row_change').map((r) => r.table)).toContain('customers');
  });
});
