import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COMMUNITY_PAGE_SIZE } from '#shared/community/community.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Paging Store');
  // 45 posts, two pinned, several sharing one timestamp (the id breaks the tie).
  await t.db.execute(sql`insert into community_posts (store_id, author_id, title, is_pinned, created_at)
    select ${shop.storeId}::uuid, ${shop.owner.id}, 'Post ' || g, g in (3, 40), timestamptz '2026-01-01' + ((g / 3) || ' minutes')::interval
    from generate_series(1, 45) g`);
}, 60_000);
afterAll(async () => t.close());

type Page = { posts: Array<{ id: string; title: string; isPinned: boolean; createdAt: string }>; nextCursor: string | null };

describe('the board', () => {
  it('pages pinned first, then newest first, by cursor, with no post twice or missed', async () => {
    const seen: Page['posts'] = [];
    let cursor: string | null = null;
    do {
      const response = await t.request(`/api/community/posts${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { cookie: shop.employee.cookie });
      expect(response.status).toBe(200);
      const page = (await response.json()) as Page;
      expect(page.posts.length).toBeLessThanOrEqual(COMMUNITY_PAGE_SIZE);
      seen.push(...page.posts);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(45);
    expect(new Set(seen.map((p) => p.id)).size).toBe(45);
    expect(seen.slice(0, 2).map((p) => p.title).sort()).toEqual(['Post 3', 'Post 40']);
    const rest = seen.slice(2);
    for (let i = 1; i < rest.length; i++) expect(rest[i - 1]!.createdAt >= rest[i]!.createdAt).toBe(true);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['abc', Buffer.from('[true,"x","y"]').toString('base64url'), Buffer.from('{}').toString('base64url')]) {
      const response = await t.request(`/api/community/posts?cursor=${cursor}`, { cookie: shop.owner.cookie });
      expect(response.status).toBe(422);
    }
  });
});
