import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, adminUsers, communityPosts, dailyLogs, profiles, securityAuditLog, sessions, storedObjects, stores, userRoles, users } from '../db/schema/index';
import { eventBounds, readEventsAfter } from '../realtime/event-log';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { buildWorld, type World } from '../test/route-fixtures';

/** Issue 13: deleting a store from the admin's store page. */
let t: TestApp;
let w: World;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  admin = { id: w.admin.id, cookie: w.admin.cookie };
}, 120_000);
afterAll(async () => t.close());

describe('DELETE /api/admin/stores/:id', () => {
  async function storeRowCounts(storeId: string) {
    const tables = (await t.db.execute(sql`select table_name from information_schema.columns where column_name = 'store_id' and table_schema = 'public' and table_name <> 'security_audit_log'`)).rows as Array<{ table_name: string }>;
    const counts: Record<string, number> = {};
    for (const { table_name } of tables) {
      const [row] = (await t.db.execute(sql.raw(`select count(*)::int as n from "${table_name}" where store_id = '${storeId}'`))).rows as Array<{ n: number }>;
      counts[table_name] = row!.n;
    }
    return counts;
  }

  it('removes the store, every row of it, its files and its users; the canary store and a shared admin stay; audited as the admin', async () => {
    const { storeId, owner, employee } = w.store;
    // More of the store: a daily log and a community post.
    await t.db.insert(dailyLogs).values({ storeId, logDate: '2026-11-01', createdBy: owner.id });
    const [post] = await t.db.insert(communityPosts).values({ storeId, authorId: owner.id, title: 'Swap bread for milk' }).returning({ id: communityPosts.id });
    const feedBefore = (await eventBounds(t.db)).latest;
    const keys = (await t.db.select({ key: storedObjects.key }).from(storedObjects).where(eq(storedObjects.storeId, storeId))).map((r) => r.key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    const exists = async (key: string) => (await t.deps.storage.get(key)) !== null;
    for (const key of keys) expect(await exists(key)).toBe(true);
    const before = await storeRowCounts(storeId);
    expect(Object.values(before).filter((n) => n > 0).length).toBeGreaterThanOrEqual(5);
    const canaryBefore = await storeRowCounts(w.other.storeId);

    const response = await t.request(`/api/admin/stores/${storeId}`, { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: storeId, deletedUsers: 2 });

    expect(Object.entries(await storeRowCounts(storeId)).filter(([, n]) => n > 0)).toEqual([]);
    // Open boards of other stores are told the post is gone (the change feed every instance streams).
    expect((await readEventsAfter(t.db, feedBefore)).map((e) => e.event)).toContainEqual({ kind: 'post_deleted', postId: post!.id });
    expect(await t.db.select().from(stores).where(eq(stores.id, storeId))).toEqual([]);
    for (const key of keys) expect(await exists(key)).toBe(false);
    for (const id of [owner.id, employee.id]) {
      expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
      expect(await t.db.select().from(accounts).where(eq(accounts.userId, id))).toEqual([]);
      expect(await t.db.select().from(profiles).where(eq(profiles.id, id))).toEqual([]);
    }
    expect((await t.request('/api/customers', { cookie: owner.cookie })).status).toBe(401);
    // The canary store and the admin are untouched.
    expect(await storeRowCounts(w.other.storeId)).toEqual(canaryBefore);
    expect((await t.db.select().from(users).where(eq(users.id, admin.id))).length).toBe(1);
    expect((await t.db.select().from(userRoles).where(eq(userRoles.storeId, w.other.storeId))).length).toBe(2);
    // The deletion is on record with the admin's id.
    const audit = await t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'stores'), eq(securityAuditLog.recordId, storeId), eq(securityAuditLog.action, 'DELETE')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.userId).toBe(admin.id);
  });

  it('keeps a member who is a platform admin (only the role goes)', async () => {
    const doomed = await createStoreWithStaff(t, 'Doomed Deli');
    await t.db.insert(adminUsers).values({ userId: doomed.employee.id });
    const response = await t.request(`/api/admin/stores/${doomed.storeId}`, { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ deletedUsers: 1 });
    expect((await t.db.select().from(users).where(eq(users.id, doomed.employee.id))).length).toBe(1);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, doomed.employee.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.id, doomed.owner.id))).toEqual([]);
  });

  it('a store that does not exist is 404 and nothing is deleted', async () => {
    const before = ((await t.db.execute(sql`select count(*)::int as n from users`)).rows as Array<{ n: number }>)[0]!.n;
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', w.store.storeId]) {
      const response = await t.request(`/api/admin/stores/${id}`, { method: 'DELETE', cookie: admin.cookie });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('STORE_NOT_FOUND');
    }
    const after = ((await t.db.execute(sql`select count(*)::int as n from users`)).rows as Array<{ n: number }>)[0]!.n;
    expect(after).toBe(before);
  });
});
