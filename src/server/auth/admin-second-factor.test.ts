import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminUsers, adminVerifiedSessions, communityPosts, sessions } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, signIn, type TestApp } from '../test/test-app';
import { createPostAs } from '../community/community-test-support';

/**
 * Issue 22 item 1: with require_two_factor on, an admin session that has not given its code has no
 * admin power anywhere — not on /api/admin/*, not on the community board (pin, delete another
 * store's post, promotion), not past maintenance mode. The same admin after the code is the
 * positive control; the canary store's post stays as it was.
 */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
let verified: Awaited<ReturnType<typeof createAdmin>>;
let unverified: Awaited<ReturnType<typeof createAdmin>>;

async function giveCode(userId: string) {
  // As POST /admin/two-factor/verify does once a code is right (that route has its own tests).
  const rows = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  for (const row of rows) await t.db.insert(adminVerifiedSessions).values({ sessionId: row.id }).onConflictDoNothing();
}
const save = (json: unknown) => t.request('/api/admin/settings', { method: 'PUT', cookie: verified.cookie, json });
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Home Store');
  canary = await createStoreWithStaff(t, 'Canary Store');
  verified = await createAdmin(t);
  unverified = await createAdmin(t);
  await giveCode(verified.id);
  expect((await save({ require_two_factor: true })).status).toBe(200);
}, 60_000);
afterAll(async () => t.close());

describe('an admin without the second factor has no admin power', () => {
  it('the admin API refuses them with a code, the second factor’s own routes answer', async () => {
    const refused = await t.request('/api/admin/overview', { cookie: unverified.cookie });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('TWO_FACTOR_ENROLMENT_REQUIRED');
    expect((await t.request('/api/admin/two-factor', { cookie: unverified.cookie })).status).toBe(200);
    expect((await t.request('/api/admin/overview', { cookie: verified.cookie })).status).toBe(200);
  });

  it('cannot pin or delete another store’s post, nor post a promotion; after the code they can', async () => {
    const post = await createPostAs(t, canary.owner.cookie, { title: 'Canary crates' });
    const pin = await t.request(`/api/community/posts/${post.id}/pin`, { method: 'PUT', cookie: unverified.cookie, json: { isPinned: true } });
    expect(pin.status).toBe(403);
    expect(await errorCode(pin)).toBe('NO_STORE');
    const del = await t.request(`/api/community/posts/${post.id}`, { method: 'DELETE', cookie: unverified.cookie });
    expect(del.status).toBe(403);
    const promo = await t.request('/api/community/posts', { method: 'POST', cookie: unverified.cookie, json: { title: 'Deal', postType: 'promotion' } });
    expect(promo.status).toBe(403);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row).toMatchObject({ isPinned: false, storeId: canary.storeId });

    // Positive control: the verified admin does all three.
    expect((await t.request(`/api/community/posts/${post.id}/pin`, { method: 'PUT', cookie: verified.cookie, json: { isPinned: true } })).status).toBe(200);
    expect((await t.request('/api/community/posts', { method: 'POST', cookie: verified.cookie, json: { title: 'Deal', postType: 'promotion' } })).status).toBe(201);
    expect((await t.request(`/api/community/posts/${post.id}`, { method: 'DELETE', cookie: verified.cookie })).status).toBe(200);
  });

  it('an unverified admin who is also a store member is a plain member on the board: no pin, no promotion', async () => {
    await t.db.insert(adminUsers).values({ userId: shop.employee.id });
    try {
      const post = await createPostAs(t, canary.owner.cookie, { title: 'Canary shelves' });
      const pin = await t.request(`/api/community/posts/${post.id}/pin`, { method: 'PUT', cookie: shop.employee.cookie, json: { isPinned: true } });
      expect(pin.status).toBe(403);
      expect(await errorCode(pin)).toBe('COMMUNITY_PIN_ADMIN_ONLY');
      const promo = await t.request('/api/community/posts', { method: 'POST', cookie: shop.employee.cookie, json: { title: 'Deal', postType: 'promotion' } });
      expect(await errorCode(promo)).toBe('COMMUNITY_PROMOTION_ADMIN_ONLY');
      expect((await t.request(`/api/community/posts/${post.id}`, { method: 'DELETE', cookie: shop.employee.cookie })).status).toBe(403);
      expect((await t.request('/api/community/posts', { cookie: shop.employee.cookie })).status).toBe(200); // still a member
    } finally {
      await t.db.delete(adminUsers).where(eq(adminUsers.userId, shop.employee.id));
    }
  });

  it('maintenance mode exempts only a verified admin', async () => {
    await t.db.insert(adminUsers).values({ userId: shop.owner.id });
    const fresh = await signIn(t, shop.owner.email); // a new session: no code given yet
    expect((await save({ maintenance_mode: true })).status).toBe(200);
    try {
      const refused = await t.request('/api/customers', { cookie: fresh });
      expect(refused.status).toBe(503);
      expect(await errorCode(refused)).toBe('MAINTENANCE_MODE');
      expect((await t.request('/api/community/posts', { cookie: fresh })).status).toBe(503);
      await giveCode(shop.owner.id);
      expect((await t.request('/api/customers', { cookie: fresh })).status).toBe(200);
      expect((await t.request('/api/customers', { cookie: canary.owner.cookie })).status).toBe(503);
    } finally {
      expect((await save({ maintenance_mode: false })).status).toBe(200);
      await t.db.delete(adminUsers).where(eq(adminUsers.userId, shop.owner.id));
    }
  });

  it('GET /session still says admin (the client shows the code page), with no power', async () => {
    const session = (await (await t.request('/api/session', { cookie: unverified.cookie })).json()) as { isAdmin: boolean };
    expect(session.isAdmin).toBe(true);
  });
});
