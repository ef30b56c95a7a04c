import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { checkAnswers } from '../test/document-check';
import { openPostgres, type Database } from '../db/client';
import { eq } from 'drizzle-orm';
import { RealtimeHub } from './hub';
import { sessions, users } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { createPostAs, openSse } from '../community/community-test-support';

/**
 * Two server instances on one database: A (the test app) and B (its own pool, its own LISTEN
 * connection). A write through A reaches B's streams through PostgreSQL NOTIFY only.
 */
let t: TestApp;
let second: Database;
let hubB: RealtimeHub;
let appB: ReturnType<typeof createApp>;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp({ SSE_HEARTBEAT_SECONDS: '0.2' });
  second = openPostgres(t.url, 4, t.deps.databaseKind);
  hubB = new RealtimeHub({ db: second.db, sessionCheckMs: 60_000 });
  appB = checkAnswers(createApp({ ...t.deps, db: second.db, realtime: hubB }));
  shop = await createStoreWithStaff(t, 'Instance Market');
  rival = await createStoreWithStaff(t, 'Other Instance Shop');
}, 60_000);
afterAll(async () => {
  await hubB.close();
  await second.close();
  await t.close();
});

describe('live board across instances', () => {
  it('delivers a post and a message written on A to a stream on B, once each, in order', async () => {
    const onB = await openSse(appB, rival.owner.cookie);
    expect(onB.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const ready = await onB.next();
    expect(ready.event).toBe('ready');
    const post = await createPostAs(t, shop.owner.cookie, { title: 'Cross-instance' });
    const created = await onB.next();
    expect(created.event).toBe('post_created');
    expect(JSON.parse(created.data)).toMatchObject({ postId: post.id });
    const sent = await t.request(`/api/community/posts/${post.id}/messages`, { method: 'POST', cookie: shop.employee.cookie, json: { content: 'Hello B' } });
    expect(sent.status).toBe(201);
    const message = await onB.next();
    expect(message.event).toBe('message_created');
    expect(Number(message.id)).toBe(Number(created.id) + 1);
    await onB.close();
  });

  it('catches up exactly from Last-Event-ID after a dropped connection', async () => {
    const first = await openSse(appB, rival.employee.cookie);
    const ready = await first.next();
    await first.close();
    const missed = [];
    for (const title of ['Missed one', 'Missed two', 'Missed three']) missed.push((await createPostAs(t, shop.owner.cookie, { title })).id);
    const again = await openSse(appB, rival.employee.cookie, ready.id!);
    expect((await again.next()).event).toBe('ready');
    const got = [await again.next(), await again.next(), await again.next()];
    expect(got.map((m) => JSON.parse(m.data).postId)).toEqual(missed);
    // nothing twice: the next event is a later post's, not a missed one again
    const later = (await createPostAs(t, shop.owner.cookie, { title: 'After the catch-up' })).id;
    expect(JSON.parse((await again.next()).data).postId).toBe(later);
    await again.close();
  });

  it('loses nothing when many writes commit at once (event ids commit in order)', async () => {
    const onB = await openSse(appB, rival.owner.cookie);
    await onB.next();
    const post = await createPostAs(t, shop.employee.cookie, { title: 'Busy thread' });
    expect((await onB.next()).event).toBe('post_created');
    const cookies = [shop.owner.cookie, shop.employee.cookie, rival.employee.cookie];
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        t.request(`/api/community/posts/${post.id}/messages`, { method: 'POST', cookie: cookies[i % 3], json: { content: `m${i}` } }).then((r) => r.status),
      ),
    );
    expect(sent.every((status) => status === 201)).toBe(true);
    const got = [];
    for (let i = 0; i < 30; i++) got.push(await onB.next());
    const ids = got.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    expect(new Set(got.map((m) => JSON.parse(m.data).messageId)).size).toBe(30);
    await onB.close();
  });

  it('sends a heartbeat comment', async () => {
    const stream = await openSse(t.app, shop.owner.cookie);
    await stream.next();
    await stream.waitForEnd(600);
    expect(stream.comments).toContain(': ping');
    await stream.close();
  });

  it('ends the stream at once when the session is signed out on the other instance', async () => {
    const admin = await createAdmin(t);
    const stream = await openSse(appB, admin.cookie);
    await stream.next();
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie: admin.cookie, json: {} });
    expect(out.status).toBe(200);
    expect((await stream.next(3000)).event).toBe('signed_out');
    expect(await stream.waitForEnd(3000)).toBe(true);
    const refused = await appB.request('http://localhost:3999/api/community/events', { headers: { cookie: admin.cookie } });
    expect(refused.status).toBe(401);
  });

  it('ends the stream when the user is deleted, and when the session expires (bulk check)', async () => {
    const gone = await createAdmin(t);
    const stream = await openSse(appB, gone.cookie);
    await stream.next();
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await stream.next(3000)).event).toBe('signed_out');
    const expiring = await createAdmin(t);
    const other = await openSse(t.app, expiring.cookie);
    await other.next();
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expiring.id));
    await t.deps.realtime.checkSessions();
    expect((await other.next(3000)).event).toBe('signed_out');
    expect(await other.waitForEnd(3000)).toBe(true);
  });

  it('refuses a stream to the signed-out', async () => {
    const response = await t.request('/api/community/events');
    expect(response.status).toBe(401);
  });
});
