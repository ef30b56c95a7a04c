import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { effectiveStatus } from '#shared/subscription/subscription';
import { profiles, securityAuditLog, stores } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { buildWorld, type World } from '../test/route-fixtures';
import { explainPlan } from '../test/explain';
import { adminStorePageQuery, effectiveStatusSql } from './admin-stores-list.service';

/** Issue 13: the admin store list and detail, and notes with each action (deleting: admin-stores-delete.test.ts). */
let t: TestApp;
let w: World;
let admin: { id: string; cookie: string };
let rosa: Awaited<ReturnType<typeof createStoreWithStaff>>;

const DAY = 86_400_000;
const get = (path: string, cookie: string = admin.cookie) => t.request(path, { cookie });
type List = { stores: Array<{ id: string; name: string; ownerEmail: string; effectiveStatus: string }>; matching: number; counters: { total: number; trial: number; active: number; suspendedOrExpired: number } };
const list = async (query: string) => {
  const response = await get(`/api/admin/stores?${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as List;
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
  admin = { id: w.admin.id, cookie: w.admin.cookie };
  rosa = await createStoreWithStaff(t, 'Rosa Bodega');
  await t.db.update(profiles).set({ firstName: 'Rosalind', lastName: 'Quintero' }).where(eq(profiles.id, rosa.owner.id));
}, 120_000);
afterAll(async () => t.close());

describe('GET /api/admin/stores', () => {
  it('finds a store by its name, its owner email and its owner full name, in any case', async () => {
    for (const q of ['rosa bod', 'ROSA BODEGA', rosa.owner.email.toUpperCase().slice(0, 12), 'rosalind quintero', 'QUINTERO']) {
      const found = await list(`q=${encodeURIComponent(q)}`);
      expect(found.stores.map((s) => s.id), q).toContain(rosa.storeId);
      expect(found.stores.map((s) => s.id), q).not.toContain(w.other.storeId);
    }
    expect((await list('q=nobody-by-this-name')).matching).toBe(0);
    // LIKE wildcards are searched for as text, not as patterns.
    expect((await list('q=%25')).matching).toBe(0);
  });

  it('filters by effective status, and the counters count every store', async () => {
    await t.db.update(stores).set({ subscriptionStatus: 'suspended' }).where(eq(stores.id, rosa.storeId));
    await t.db.update(stores).set({ subscriptionStatus: 'trial', trialEndDate: new Date(Date.now() - DAY) }).where(eq(stores.id, w.other.storeId));
    const suspended = await list('status=suspended');
    expect(suspended.stores.map((s) => s.id)).toEqual([rosa.storeId]);
    const expired = await list('status=expired');
    expect(expired.stores.map((s) => s.id)).toEqual([w.other.storeId]);
    const all = await list('status=all');
    const { n } = ((await t.db.execute(sql`select count(*)::int as n from stores`)).rows as Array<{ n: number }>)[0]!;
    expect(all.counters.total).toBe(n);
    expect(all.counters.suspendedOrExpired).toBe(2);
    expect(all.counters.trial + all.counters.active + all.counters.suspendedOrExpired).toBe(n);
    // How many match a status filter (taken from the counters' scan when there is no search term).
    expect(suspended.matching).toBe(1);
    expect(expired.matching).toBe(1);
    expect(all.matching).toBe(n);
    expect((await list('status=trial')).matching).toBe(all.counters.trial);
    expect((await list('status=suspended&q=rosa')).matching).toBe(1);
    await t.db.update(stores).set({ subscriptionStatus: 'trial', trialEndDate: new Date(Date.now() + 10 * DAY) }).where(inArray(stores.id, [rosa.storeId, w.other.storeId]));
  });

  it('pages on the server, newest first, without repeating a store', async () => {
    const first = await list('page=1&size=2');
    const second = await list('page=2&size=2');
    expect(first.stores).toHaveLength(2);
    expect(first.matching).toBeGreaterThanOrEqual(3);
    expect(second.stores.map((s) => s.id)).not.toContain(first.stores[0]!.id);
    expect(first.stores[0]!.id).toBe(rosa.storeId);
  });

  it('bad query values are 422 with field errors', async () => {
    const response = await get('/api/admin/stores?status=lapsed&page=0&size=500');
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['page', 'size', 'status']);
  });

  it('the SQL status agrees with the shared rule', async () => {
    const cases = [
      { status: 'trial', trial: 5, end: null, card: false },
      { status: 'trial', trial: -1, end: null, card: false },
      { status: 'active', trial: -30, end: 3, card: false },
      { status: 'active', trial: -30, end: -1, card: false },
      { status: 'active', trial: -30, end: -1, card: true },
      { status: 'active', trial: -30, end: -30, card: true },
      { status: 'suspended', trial: 5, end: null, card: false },
    ];
    for (const c of cases) {
      const trialEndDate = new Date(Date.now() + c.trial * DAY);
      const subscriptionEndDate = c.end === null ? null : new Date(Date.now() + c.end * DAY);
      await t.db.update(stores).set({ subscriptionStatus: c.status, trialEndDate, subscriptionEndDate, paymentSubscriptionId: c.card ? 'sub_x' : null }).where(eq(stores.id, rosa.storeId));
      const [row] = (await t.db.execute(sql`select ${effectiveStatusSql} as eff from stores s where s.id = ${rosa.storeId}`)).rows as Array<{ eff: string }>;
      const expected = effectiveStatus({ status: c.status, trialEndDate: trialEndDate.toISOString(), subscriptionEndDate: subscriptionEndDate?.toISOString() ?? null, renewsByCard: c.card });
      expect(row!.eff, JSON.stringify(c)).toBe(expected);
    }
    await t.db.update(stores).set({ subscriptionStatus: 'trial', trialEndDate: new Date(Date.now() + 10 * DAY), subscriptionEndDate: null, paymentSubscriptionId: null }).where(eq(stores.id, rosa.storeId));
  });

  it('plans: the first page walks the (created_at, id) index; a search uses the trigram indexes', async () => {
    const page = await explainPlan(t.db, adminStorePageQuery('', 'all', 1, 20));
    expect(page).toContain('stores_created_id_idx');
    expect(page).not.toMatch(/Sort/);
    const search = await explainPlan(t.db, adminStorePageQuery('rosa', 'all', 1, 20));
    expect(search).toContain('stores_name_trgm_idx');
    expect(search).toContain('profiles_owner_search_trgm_idx');
  });
});

describe('GET /api/admin/stores/:id', () => {
  it('answers the store, its owner, dates, counts and notes', async () => {
    const response = await get(`/api/admin/stores/${w.store.storeId}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { store: Record<string, unknown>; owner: Record<string, unknown>; counts: Record<string, number> };
    expect(body.store).toMatchObject({ id: w.store.storeId, name: 'Matrix Market' });
    expect(body.store.trialStartDate).toEqual(expect.any(String));
    expect(body.owner).toMatchObject({ id: w.store.owner.id, email: w.store.owner.email });
    expect(body.counts).toEqual({ customers: 1, dailyLogs: 0, employees: 1 });
  });
  it('an unknown store is 404 STORE_NOT_FOUND', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(`/api/admin/stores/${id}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('STORE_NOT_FOUND');
    }
  });
});

describe('notes', () => {
  const notesOf = async (id = rosa.storeId) => (await t.db.select({ notes: stores.notes }).from(stores).where(eq(stores.id, id)))[0]!.notes;
  const send = (method: string, path: string, json: unknown) => t.request(`/api/admin/stores/${rosa.storeId}${path}`, { method, cookie: admin.cookie, json });

  it('PUT saves the notes alone, audited as the admin', async () => {
    expect((await send('PUT', '/notes', { notes: 'Called the owner.\nWill pay Friday.' })).status).toBe(200);
    expect(await notesOf()).toBe('Called the owner.\nWill pay Friday.');
    const audit = await t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'stores'), eq(securityAuditLog.recordId, rosa.storeId), eq(securityAuditLog.userId, admin.id)));
    expect(audit.length).toBeGreaterThan(0);
  });
  it('each action saves the notes it is sent with', async () => {
    const actions: Array<[string, Record<string, unknown>]> = [
      ['/suspend', {}],
      ['/reactivate', {}],
      ['/extend-trial', { days: 14 }],
      ['/cheques', { amountCents: 2499, chequeNumber: 'N-1', receivedOn: new Date().toISOString().slice(0, 10) }],
    ];
    for (const [path, json] of actions) {
      const response = await send('POST', path, { ...json, notes: `after ${path}` });
      expect(response.status, path).toBeLessThan(300);
      expect(await notesOf(), path).toBe(`after ${path}`);
    }
    // Without notes the action leaves them as they are.
    expect((await send('POST', '/suspend', {})).status).toBe(200);
    expect(await notesOf()).toBe('after /cheques');
    await send('POST', '/reactivate', {});
  });
  it('notes over 5,000 characters are 422 and nothing changes', async () => {
    const before = await notesOf();
    for (const [method, path] of [['PUT', '/notes'], ['POST', '/suspend']] as const) {
      const response = await send(method, path, { notes: 'x'.repeat(5001) });
      expect(response.status, path).toBe(422);
      expect(Object.keys(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(['notes']);
    }
    expect(await notesOf()).toBe(before);
    expect((await send('PUT', '/notes', { notes: 'y'.repeat(5000) })).status).toBe(200);
  });
  it('PUT notes on an unknown store is 404', async () => {
    const response = await t.request('/api/admin/stores/00000000-0000-4000-8000-000000000000/notes', { method: 'PUT', cookie: admin.cookie, json: { notes: 'x' } });
    expect(response.status).toBe(404);
  });
});

describe('access', () => {
  it('every store page route is 401 signed out and 403 for owners, employees and a deleted admin', async () => {
    const gone = await createAdmin(t, 'Gone Admin', 'gone-admin');
    await gone.remove();
    const goneCookie = gone.cookie;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/stores'],
      ['GET', `/api/admin/stores/${rosa.storeId}`],
      ['PUT', `/api/admin/stores/${rosa.storeId}/notes`, { notes: 'hacked' }],
      ['DELETE', `/api/admin/stores/${rosa.storeId}`],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.request(path, { method, json })).status, `${method} ${path}`).toBe(401);
      for (const cookie of [rosa.owner.cookie, rosa.employee.cookie, w.other.owner.cookie, goneCookie]) {
        expect((await t.request(path, { method, cookie, json })).status, `${method} ${path}`).toBe(403);
      }
    }
    expect((await t.db.select().from(stores).where(eq(stores.id, rosa.storeId))).length).toBe(1);
    expect((await t.db.select({ notes: stores.notes }).from(stores).where(eq(stores.id, rosa.storeId)))[0]!.notes).not.toBe('hacked');
  });
});
