import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { createApp } from '../app';
import { checkAnswers } from '../test/document-check';
import { accounts, profiles, stores, userRoles, users } from '../db/schema/index';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { startSmtpCatcher } from '../test/smtp-catcher';
import { createTestApp, signIn, signUpBody, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { awayFromWindowEdge } from '../test/window-edge';

/**
 * Issue 9, finding 8 (sign-up, reset and confirmation mail limited per IP and per address in the
 * database; the same answer in the same time whether or not the address has an account) and
 * finding 3's second half (sign-up is all or nothing).
 */

type App = { request: (input: string, init: RequestInit, env: unknown) => Response | Promise<Response> };

/** A POST from a browser at `ip`: the app reads the client IP from the socket, as Node gives it. */
function postFrom(app: App, ip: string, path: string, json: unknown): Promise<Response> {
  const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  const env = { incoming: { socket: { remoteAddress: ip } } };
  return Promise.resolve(app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(json) }, env));
}

async function userCount(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, email));
  return row!.n;
}

describe('sign-up answers the same, in the same time, for a new and a registered address (outbox mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('same status and body; the registered address is mailed a notice, nothing is created', async () => {
    const taken = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: taken });
    const fresh = await t.request('/api/signup', { method: 'POST', json: signUpBody() });
    const again = await t.request('/api/signup', { method: 'POST', json: { ...taken, storeName: 'Second Store', password: 'Other-Shop7' } });
    expect([fresh.status, again.status]).toEqual([201, 201]);
    expect(await again.json()).toEqual(await fresh.json());
    await expect.poll(() => t.sent.filter((m) => m.to === taken.email && m.subject === 'You already have a Corner Store account').length).toBe(1);
    expect(await userCount(t, taken.email)).toBe(1);
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, taken.email));
    expect(await t.db.select().from(stores).where(eq(stores.ownerId, owner!.id))).toHaveLength(1);
    expect(await signIn(t, taken.email)).toContain('=');
  });
});

describe('sign-up with mail configured (SMTP)', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it("answers 'check your email' for both; the new address gets its link, the registered one a notice", async () => {
    const taken = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: taken });
    await smtp.waitFor((m) => m.to.includes(taken.email) && m.text.includes('verify-email'));
    const fresh = signUpBody();
    const answers = [
      await t.request('/api/signup', { method: 'POST', json: fresh }),
      await t.request('/api/signup', { method: 'POST', json: taken }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(await answer.json()).toEqual({ ok: true, verificationRequired: true });
    }
    await smtp.waitFor((m) => m.to.includes(fresh.email) && m.text.includes('verify-email'));
    const notice = await smtp.waitFor((m) => m.to.includes(taken.email) && m.raw.includes('You already have a Corner Store account'));
    expect(notice.text).toContain(`${TEST_ORIGIN}/auth`);
  });
});

/**
 * The limits count in fixed hourly windows (src/server/test/window-edge.ts). Each test here takes well
 * under 30 s, so it starts at least 30 s before the next hour (waiting past it if need be).
 */
const awayFromTheHourEdge = () => awayFromWindowEdge(3600, 30_000);

describe('sign-up, reset and confirmation mail are limited per IP and per address, in the database', () => {
  beforeEach(awayFromTheHourEdge, 45_000);
  let t: TestApp;
  let second: App;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_IP_RATE_LIMIT: 'on' });
    second = checkAnswers(createApp(t.deps)); // a second server instance on the same database
  });
  afterAll(async () => t.close());

  it('10 sign-ups per IP an hour, counted across instances; the 11th is 429 RATE_LIMITED; another IP goes on', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 10; i++) {
      const response = await postFrom(i % 2 ? second : t.app, ip, '/api/signup', signUpBody());
      expect(response.status).toBe(201);
    }
    const refused = signUpBody();
    const response = await postFrom(second, ip, '/api/signup', refused);
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    expect(await userCount(t, refused.email)).toBe(0);
    expect((await postFrom(t.app, '203.0.113.11', '/api/signup', signUpBody())).status).toBe(201);
  });

  it('5 mails per address an hour, sign-up and reset together, whatever the IP', async () => {
    const body = signUpBody();
    const reset = { email: body.email, redirectTo: '/auth/reset-password' };
    expect((await postFrom(t.app, '198.51.100.1', '/api/signup', body)).status).toBe(201);
    expect((await postFrom(second, '198.51.100.2', '/api/signup', body)).status).toBe(201);
    for (let i = 3; i <= 5; i++) expect((await postFrom(t.app, `198.51.100.${i}`, '/api/auth/request-password-reset', reset)).status).toBe(200);
    // A reset answers at its floor and may mail after the answer (answerAtFloor): wait for the five mails
    // the limit allows (the confirmation, the 'you already have an account' notice, three resets).
    await vi.waitFor(() => expect(t.sent.filter((m) => m.to === body.email)).toHaveLength(5), { timeout: 10_000 });
    const mailsBefore = 5;
    const overReset = await postFrom(second, '198.51.100.6', '/api/auth/request-password-reset', reset);
    expect(overReset.status).toBe(429);
    expect(await overReset.json()).toEqual({ error: { code: 'RATE_LIMITED' } });
    expect((await postFrom(t.app, '198.51.100.7', '/api/signup', body)).status).toBe(429);
    expect(t.sent.filter((m) => m.to === body.email)).toHaveLength(mailsBefore);
  });

  it('an unknown address is limited exactly like a known one', async () => {
    const reset = { email: `nobody-${Date.now()}@example.com`, redirectTo: '/auth/reset-password' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await postFrom(t.app, `192.0.2.${i + 1}`, '/api/auth/request-password-reset', reset)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('10 password resets and 10 confirmation links per IP an hour', async () => {
    const resetIp = '203.0.113.20';
    const resets: number[] = [];
    for (let i = 0; i < 11; i++) {
      resets.push((await postFrom(t.app, resetIp, '/api/auth/request-password-reset', { email: `r${i}-${Date.now()}@example.com` })).status);
    }
    expect(resets).toEqual([...Array<number>(10).fill(200), 429]);
    const counted = await t.db.execute<{ hits: number }>(sql`select hits from request_counters where bucket = ${`password-reset:ip:${resetIp}`}`);
    expect(counted.rows.map((r) => Number(r.hits))).toEqual([11]);
    const verifyIp = '203.0.113.21';
    const links = await Promise.all(
      Array.from({ length: 11 }, (_, i) => postFrom(second, verifyIp, '/api/auth/send-verification-email', { email: `v${i}-${Date.now()}@example.com` })),
    );
    expect(links.map((r) => r.status).sort()).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('sign-up is all or nothing (finding 3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Make the store insert fail for one store name: the user row was already written by then.
    await t.db.execute(sql`create function refuse_store() returns trigger language plpgsql as $$
      begin raise exception 'store refused by the test'; end $$`);
    await t.db.execute(sql`create trigger refuse_store before insert on stores for each row
      when (new.name = 'Doomed Store') execute function refuse_store()`);
  });
  afterAll(async () => t.close());

  it('a failure after the user is created leaves no user, account, profile, store or role', async () => {
    allowConsoleError(); // the 500 is logged
    const body = signUpBody({ storeName: 'Doomed Store' });
    const response = await t.request('/api/signup', { method: 'POST', json: body });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'INTERNAL' } });
    expect(await userCount(t, body.email)).toBe(0);
    const [left] = await t.db.execute<{ n: number }>(sql`
      select (select count(*) from ${accounts} a where not exists (select 1 from ${users} u where u.id = a.user_id))
           + (select count(*) from ${profiles} where email = ${body.email})
           + (select count(*) from ${userRoles} r where not exists (select 1 from ${users} u where u.id = r.user_id))::int as n`).then((r) => r.rows);
    expect(Number(left!.n)).toBe(0);
    expect(t.sent.filter((m) => m.to === body.email)).toHaveLength(0);

    // The address is free: signing up again works and makes the owner and the store.
    const retry = await t.request('/api/signup', { method: 'POST', json: { ...body, storeName: 'Rosa Market' } });
    expect(retry.status).toBe(201);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    expect(await t.db.select().from(stores).where(eq(stores.ownerId, user!.id))).toHaveLength(1);
    expect(await signIn(t, body.email)).toContain('=');
  });
});
