import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { communityMessages, communityPosts, securityAuditLog } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { createPostAs, createStoreless } from './community-test-support';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Home Store');
  rival = await createStoreWithStaff(t, 'Rival Store');
  admin = await createAdmin(t);
}, 60_000);
afterAll(async () => t.close());

const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

describe('community access', () => {
  it('reads need a signed-in member of any store or an admin: 401 signed out, 403 without a store', async () => {
    expect((await t.request('/api/community/posts')).status).toBe(401);
    const loner = await createStoreless(t);
    const refused = await t.request('/api/community/posts', { cookie: loner.cookie });
    expect(refused.status).toBe(403);
    for (const cookie of [shop.employee.cookie, rival.owner.cookie, admin.cookie]) {
      expect((await t.request('/api/community/posts', { cookie })).status).toBe(200);
    }
  });

  it('takes store and author from the session, never the body', async () => {
    const sneaky = await t.request('/api/community/posts', { method: 'POST', cookie: shop.employee.cookie, json: { title: 'Hi', storeId: rival.storeId } });
    expect(sneaky.status).toBe(422);
    const post = await createPostAs(t, shop.employee.cookie, { title: '  Trimmed  ' });
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.id, post.id));
    expect(row).toMatchObject({ storeId: shop.storeId, authorId: shop.employee.id, title: 'Trimmed' });
  });

  it('lets a platform admin post without a store, and offers promotion to admins only', async () => {
    const promo = await createPostAs(t, admin.cookie, { title: 'Platform news', postType: 'promotion' });
    expect(promo.storeId).toBeNull();
    const refused = await t.request('/api/community/posts', { method: 'POST', cookie: shop.owner.cookie, json: { title: 'Sale', postType: 'promotion' } });
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe('COMMUNITY_PROMOTION_ADMIN_ONLY');
  });

  it('pins for platform admins only', async () => {
    const post = await createPostAs(t, shop.owner.cookie);
    for (const cookie of [shop.owner.cookie, shop.employee.cookie]) {
      const refused = await t.request(`/api/community/posts/${post.id}/pin`, { method: 'PUT', cookie, json: { isPinned: true } });
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe('COMMUNITY_PIN_ADMIN_ONLY');
    }
    const pinned = await t.request(`/api/community/posts/${post.id}/pin`, { method: 'PUT', cookie: admin.cookie, json: { isPinned: true } });
    expect(pinned.status).toBe(200);
    const board = (await (await t.request('/api/community/posts', { cookie: rival.employee.cookie })).json()) as { posts: Array<{ id: string; isPinned: boolean }> };
    expect(board.posts[0]).toMatchObject({ id: post.id, isPinned: true });
    const missing = await t.request('/api/community/posts/00000000-0000-4000-8000-000000000000/pin', { method: 'PUT', cookie: admin.cookie, json: { isPinned: true } });
    expect(missing.status).toBe(404);
  });

  it("deletes for admins and the owner of the post's store only; messages go with the post; audited", async () => {
    const post = await createPostAs(t, shop.employee.cookie);
    await t.request(`/api/community/posts/${post.id}/messages`, { method: 'POST', cookie: rival.owner.cookie, json: { content: 'Interested' } });
    for (const cookie of [rival.owner.cookie, shop.employee.cookie, rival.employee.cookie]) {
      const refused = await t.request(`/api/community/posts/${post.id}`, { method: 'DELETE', cookie });
      expect(refused.status).toBe(403);
      expect(await errorCode(refused)).toBe('COMMUNITY_DELETE_FORBIDDEN');
    }
    expect((await t.request(`/api/community/posts/${post.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(200);
    expect(await t.db.select().from(communityMessages).where(eq(communityMessages.postId, post.id))).toEqual([]);
    const audit = await t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'community_posts'), eq(securityAuditLog.recordId, post.id)));
    expect(audit.map((row) => row.action).sort()).toEqual(['DELETE', 'INSERT']);
    expect(audit.find((row) => row.action === 'DELETE')?.userId).toBe(shop.owner.id);
    const other = await createPostAs(t, rival.employee.cookie);
    expect((await t.request(`/api/community/posts/${other.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(200);
    expect((await t.request(`/api/community/posts/${other.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });

  it("needs the message's post to exist, and checks lengths", async () => {
    const missing = await t.request('/api/community/posts/00000000-0000-4000-8000-000000000000/messages', { method: 'POST', cookie: shop.owner.cookie, json: { content: 'Hi' } });
    expect(missing.status).toBe(404);
    const post = await createPostAs(t, shop.owner.cookie);
    const bad: Array<[string, unknown]> = [
      ['/api/community/posts', { title: '   ' }],
      ['/api/community/posts', { title: 'x'.repeat(121) }],
      ['/api/community/posts', { title: 'ok', content: 'x'.repeat(5001) }],
      ['/api/community/posts', { title: 'ok', postType: 'advert' }],
      ['/api/community/posts', { title: 'ok', mediaIds: Array.from({ length: 11 }, () => crypto.randomUUID()) }],
      ['/api/community/posts', { title: 'ok', mediaIds: [crypto.randomUUID()] }],
      [`/api/community/posts/${post.id}/messages`, { content: ' ' }],
      [`/api/community/posts/${post.id}/messages`, { content: 'x'.repeat(2001) }],
    ];
    for (const [path, json] of bad) expect((await t.request(path, { method: 'POST', cookie: shop.owner.cookie, json })).status, JSON.stringify(json).slice(0, 60)).toBe(422);
    expect((await t.request('/api/community/posts', { method: 'POST', cookie: shop.owner.cookie, json: { title: 'x'.repeat(120), content: 'y'.repeat(5000) } })).status).toBe(201);
  });

  it('keeps message text as text and answers the thread oldest first', async () => {
    const post = await createPostAs(t, shop.owner.cookie, { title: '<img src=x onerror=alert(1)>' });
    for (const content of ['first', 'second\nline']) await t.request(`/api/community/posts/${post.id}/messages`, { method: 'POST', cookie: rival.employee.cookie, json: { content } });
    const thread = (await (await t.request(`/api/community/posts/${post.id}/messages`, { cookie: shop.employee.cookie })).json()) as { messages: Array<{ content: string; storeName: string }> };
    expect(thread.messages.map((m) => m.content)).toEqual(['first', 'second\nline']);
    expect(thread.messages[0]!.storeName).toBe('Rival Store');
    const one = (await (await t.request(`/api/community/posts/${post.id}`, { cookie: admin.cookie })).json()) as { title: string; messageCount: number };
    expect(one).toMatchObject({ title: '<img src=x onerror=alert(1)>', messageCount: 2 });
  });

  it('shows Unknown User (null author) once the author account is gone', async () => {
    const post = await createPostAs(t, admin.cookie);
    const { users } = await import('../db/schema/index');
    await t.db.delete(users).where(eq(users.id, admin.id));
    const one = (await (await t.request(`/api/community/posts/${post.id}`, { cookie: shop.owner.cookie })).json()) as { authorName: string | null };
    expect(one.authorName).toBeNull();
  });
});
