import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { createPostAs } from './community-test-support';
import { communityLimits } from './community-limits';
import { awayFromWindowEdge, WINDOW_EDGE_TIMEOUT_MS } from '../test/window-edge';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Busy Store');
}, 60_000);
afterAll(async () => t.close());

describe('community rate limits (kept in the database)', () => {
  it('refuses the 11th post in ten minutes with 429 RATE_LIMITED, per user', async () => {
    await awayFromWindowEdge(communityLimits.post.windowSeconds);
    for (let i = 0; i < communityLimits.post.max; i++) await createPostAs(t, shop.owner.cookie, { title: `Post ${i}` });
    const refused = await t.request('/api/community/posts', { method: 'POST', cookie: shop.owner.cookie, json: { title: 'One too many' } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    await createPostAs(t, shop.employee.cookie, { title: 'Another person still may' });
  }, WINDOW_EDGE_TIMEOUT_MS);

  it('refuses the 61st message in a minute', async () => {
    const post = await createPostAs(t, shop.employee.cookie, { title: 'Chatty' });
    const send = () => t.request(`/api/community/posts/${post.id}/messages`, { method: 'POST', cookie: shop.employee.cookie, json: { content: 'hi' } });
    await awayFromWindowEdge(communityLimits.message.windowSeconds, 20_000);
    const statuses: number[] = [];
    for (let i = 0; i <= communityLimits.message.max; i += 1) statuses.push((await send()).status);
    expect(statuses.slice(0, communityLimits.message.max)).toEqual(Array(communityLimits.message.max).fill(201));
    expect(statuses[communityLimits.message.max]).toBe(429);
  }, WINDOW_EDGE_TIMEOUT_MS);
});
