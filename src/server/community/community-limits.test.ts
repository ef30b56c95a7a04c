import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { createPostAs } from './community-test-support';
import { communityLimits } from './community-limits';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Busy Store');
}, 60_000);
afterAll(async () => t.close());

describe('community rate limits (kept in the database)', () => {
  it('refuses the 11th post in ten minutes with 429 RATE_LIMITED, per user', async () => {
    for (let i = 0; i < communityLimits.post.max; i++) await createPostAs(t, shop.owner.cookie, { title: `Post ${i}` });
    const refused = await t.request('/api/community/posts', { method: 'POST', cookie: shop.owner.cookie, json: { title: 'One too many' } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    await createPostAs(t, shop.employee.cookie, { title: 'Another person still may' });
  });

  it('refuses the 61st message in a minute', async () => {
    const post = await createPostAs(t, shop.employee.cookie, { title: 'Chatty' });
    const send = () => t.request(`/api/community/posts/${post.id}/messages`, { method: 'POST', cookie: shop.employee.cookie, json: { content: 'hi' } });
    // The window is aligned to the minute: over two windows at most, a 429 must come after at least 60 successes.
    let sent = 0;
    let status = 0;
    while (sent < 2 * communityLimits.message.max + 1 && (status = (await send()).status) === 201) sent += 1;
    expect(status).toBe(429);
    expect(sent).toBeGreaterThanOrEqual(communityLimits.message.max);
  });
});
