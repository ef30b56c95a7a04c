import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { securityAuditLog, stores, subscriptionPayments } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { sendTrialNotices } from '../billing/trial-notices';

/** Issue 12: a platform admin's subscription actions (record a cheque, suspend, reactivate, extend trial). */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Rosa Market');
  canary = await createStoreWithStaff(t, 'Canary Corner');
  admin = await createAdmin(t);
}, 60_000);
afterAll(async () => t.close());

const DAY = 86_400_000;
const post = (path: string, json: unknown = {}, cookie = admin.cookie) => t.request(`/api/admin/stores/${staff.storeId}${path}`, { method: 'POST', cookie, json });
async function storeOf(id = staff.storeId) {
  const [row] = await t.db.select().from(stores).where(eq(stores.id, id));
  return row!;
}
const today = () => new Date().toISOString().slice(0, 10);

beforeEach(async () => {
  await t.db.update(stores).set({ subscriptionStatus: 'trial', trialEndDate: new Date(Date.now() + 10 * DAY), subscriptionEndDate: null }).where(eq(stores.id, staff.storeId));
});

describe('access: platform admins only', () => {
  const actions: Array<[string, unknown]> = [
    ['/cheques', { amountCents: 2499, chequeNumber: '1001', receivedOn: '2026-11-20' }],
    ['/suspend', {}],
    ['/reactivate', {}],
    ['/extend-trial', { days: 7 }],
  ];
  it.each(actions)('%s: 401 signed out, 403 for the owner and the employee; nothing changes', async (path, json) => {
    const before = await storeOf();
    expect((await t.request(`/api/admin/stores/${staff.storeId}${path}`, { method: 'POST', json })).status).toBe(401);
    expect((await post(path, json, staff.owner.cookie)).status).toBe(403);
    expect((await post(path, json, staff.employee.cookie)).status).toBe(403);
    expect(await storeOf()).toEqual(before);
  });
  it('an unknown store is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      expect((await t.request(`/api/admin/stores/${id}/suspend`, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(404);
    }
  });
  it('bad input is 422 with field errors', async () => {
    const response = await post('/cheques', { amountCents: -5, chequeNumber: '', receivedOn: '2026-02-30' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['amountCents', 'chequeNumber', 'receivedOn']);
    expect((await post('/extend-trial', { days: 10 })).status).toBe(422);
  });
});

describe('record a cheque', () => {
  it('a trial store becomes active for one month from today; a receipt goes to the owner; audited as the admin', async () => {
    const response = await post('/cheques', { amountCents: 2499, chequeNumber: 'CHQ-1', receivedOn: today() });
    expect(response.status).toBe(201);
    const store = await storeOf();
    expect(store.subscriptionStatus).toBe('active');
    const end = store.subscriptionEndDate!.getTime();
    expect(end).toBeGreaterThan(Date.now() + 27 * DAY);
    expect(end).toBeLessThan(Date.now() + 32 * DAY);
    const [payment] = await t.db.select().from(subscriptionPayments).where(and(eq(subscriptionPayments.storeId, staff.storeId), eq(subscriptionPayments.reference, 'CHQ-1')));
    expect(payment).toMatchObject({ method: 'check', amountCents: 2499, recordedBy: admin.id });
    const receipt = t.sent.filter((m) => m.to === staff.owner.email && m.subject.startsWith('Payment received'));
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.text).toContain('cheque payment of $24.99');
    const audit = await t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'stores'), eq(securityAuditLog.recordId, staff.storeId), eq(securityAuditLog.userId, admin.id)));
    expect(audit.length).toBeGreaterThan(0);
    expect((await storeOf(canary.storeId)).subscriptionStatus).toBe('trial');
  });
  it('on a still active store the month counts from its current end; the same cheque number twice is 409', async () => {
    const end = new Date(Date.now() + 10 * DAY);
    await t.db.update(stores).set({ subscriptionStatus: 'active', subscriptionEndDate: end }).where(eq(stores.id, staff.storeId));
    expect((await post('/cheques', { amountCents: 2499, chequeNumber: 'CHQ-2', receivedOn: today() })).status).toBe(201);
    const extended = (await storeOf()).subscriptionEndDate!.getTime();
    expect(extended - end.getTime()).toBeGreaterThanOrEqual(28 * DAY);
    expect(extended - end.getTime()).toBeLessThanOrEqual(31 * DAY);
    const again = await post('/cheques', { amountCents: 2499, chequeNumber: 'CHQ-2', receivedOn: today() });
    expect(again.status).toBe(409);
    expect((await storeOf()).subscriptionEndDate!.getTime()).toBe(extended);
  });
});

describe('suspend, reactivate, extend trial', () => {
  it('suspend → the owner’s writes are 402; reactivate → they work again at once', async () => {
    expect((await post('/suspend')).status).toBe(200);
    expect((await post('/suspend')).status).toBe(409);
    const write = () => t.request('/api/customers', { method: 'POST', cookie: staff.owner.cookie, json: { name: 'After Suspend', phone: '+12175550111' } });
    expect((await write()).status).toBe(402);
    const reactivated = await post('/reactivate');
    expect(reactivated.status).toBe(200);
    expect(await reactivated.json()).toMatchObject({ subscriptionStatus: 'trial', effectiveStatus: 'trial' });
    expect((await write()).status).toBe(201);
    expect((await post('/reactivate')).status).toBe(409);
  });
  it('extend trial by 7/14/30/60 days from the current end, or from now once it has passed; an ended trial runs again', async () => {
    const before = (await storeOf()).trialEndDate.getTime();
    expect((await post('/extend-trial', { days: 14 })).status).toBe(200);
    expect((await storeOf()).trialEndDate.getTime() - before).toBe(14 * DAY);
    // A trial that ended 30 days ago: 7 days from now (7 days after its old end would still be expired).
    await t.db.update(stores).set({ trialEndDate: new Date(Date.now() - 30 * DAY) }).where(eq(stores.id, staff.storeId));
    const asked = Date.now();
    const response = await post('/extend-trial', { days: 7 });
    expect(await response.json()).toMatchObject({ effectiveStatus: 'trial' });
    const end = (await storeOf()).trialEndDate.getTime();
    expect(end).toBeGreaterThanOrEqual(asked + 7 * DAY);
    expect(end).toBeLessThanOrEqual(Date.now() + 7 * DAY);
  });
});

describe('trial emails (housekeeping)', () => {
  it('"ends in 3 days" and "ended" are each sent once per trial end', async () => {
    await t.db.update(stores).set({ trialEndDate: new Date(Date.now() + 2 * DAY) }).where(eq(stores.id, staff.storeId));
    await t.db.update(stores).set({ trialEndDate: new Date(Date.now() - DAY) }).where(eq(stores.id, canary.storeId));
    const deps = { db: t.db, mailer: t.deps.mailer, config: t.deps.config };
    await sendTrialNotices(deps);
    await sendTrialNotices(deps);
    expect(t.sent.filter((m) => m.to === staff.owner.email && m.subject.includes('ends in 3 days'))).toHaveLength(1);
    expect(t.sent.filter((m) => m.to === canary.owner.email && m.subject.includes('has ended'))).toHaveLength(1);
    expect(t.sent.filter((m) => m.to === staff.owner.email && m.subject.includes('has ended'))).toHaveLength(0);
  });
});
