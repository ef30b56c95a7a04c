import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { sessions, userRoles } from '../db/schema/index';
import { listenerOf } from '../db/client';
import { genericPlanPoolOf } from '../db/generic-plans';
import { insertCustomer } from '../credit/credit-test-support';
import {
  STRONG_PASSWORD, createAdmin, createStoreWithStaff, createTestApp, signIn, signUpBody, setupBody, type TestApp,
} from '../test/test-app';
import { openSecondInstance, type SecondInstance } from '../test/second-instance';
import { sessionCacheOf } from './session-cache';

/**
 * Issue 28 item 1 (decision 056): each instance keeps copies of session rows and asks no query for
 * them; every change to what a session is or may do, made through instance A, is refused or applied
 * at once on instance B (its own pool and LISTEN connection on the same database); while B's LISTEN
 * connection is down, B asks the database.
 */
let t: TestApp;
let b: SecondInstance;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  b = openSecondInstance(t);
  admin = await createAdmin(t);
  await untilListening(b);
}, 60_000);
afterAll(async () => {
  await b?.close();
  await t?.close();
});

async function untilListening(instance: { db: TestApp['db'] }, listening = true) {
  const cache = sessionCacheOf(instance.db);
  for (let i = 0; i < 300 && cache.isListening !== listening; i++) await new Promise((r) => setTimeout(r, 20));
  expect(cache.isListening).toBe(listening);
}

/** B's copy of this cookie's session exists (a request on B read it). */
async function warm(cookie: string, path = '/api/customers') {
  expect((await b.request(path, { cookie })).status).toBe(200);
  expect((await b.request(path, { cookie })).status).toBe(200);
}

/**
 * B has received every NOTIFY committed so far: one round trip on B's LISTEN connection (PostgreSQL
 * sends a listener its pending notifications before answering it). A's commit signals B's listening
 * backend before A answers, but on a loaded machine that backend may not have run yet when the test's
 * next line asks B: "at once" is at the NOTIFY's delivery (decision 056), which this waits for — and no
 * longer. Without the NOTIFY handling, every test that uses it fails (checked).
 */
const heardOnB = () => listenerOf(b.db).sync();

/** The status, or 'blocked' when no answer came within `ms`. */
async function statusWithin(call: Promise<Response>, ms: number): Promise<number | 'blocked'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'blocked'>((resolve) => (timer = setTimeout(() => resolve('blocked'), ms)));
  try {
    return await Promise.race([call.then((r) => r.status), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Lock the sessions table against every reader until `release`. */
async function lockSessions() {
  const locker = new pg.Client({ connectionString: t.url });
  await locker.connect();
  await locker.query('begin');
  await locker.query('lock table sessions in access exclusive mode');
  return async () => {
    await locker.query('rollback').catch(() => undefined);
    await locker.end();
  };
}

/** End B's LISTEN connection from the database side, and wait until B knows it. */
async function dropListenerOfB() {
  const pid = listenerOf(b.db).processId;
  expect(pid).not.toBeNull();
  await t.db.execute(sql`select pg_terminate_backend(${pid})`);
  await untilListening(b, false);
}

describe('no session query per request while B listens', () => {
  it('B answers a signed-in request while the sessions table is locked; with its LISTEN connection down it must wait for the table', async () => {
    const shop = await createStoreWithStaff(t, 'Copy Market');
    await warm(shop.employee.cookie);
    const release = await lockSessions();
    try {
      expect(await statusWithin(b.request('/api/customers', { cookie: shop.employee.cookie }), 3000)).toBe(200);
      // positive control: without the listener, B asks the database, which waits for the lock
      await dropListenerOfB();
      const waiting = b.request('/api/customers', { cookie: shop.employee.cookie });
      expect(await statusWithin(waiting, 500)).toBe('blocked');
      await release();
      expect((await waiting).status).toBe(200);
    } finally {
      await release();
    }
    await untilListening(b);
  }, 20_000);
});

/** The statements B's pool sends during `call` (text, and the name when prepared). */
async function statementsOf(call: () => Promise<Response>): Promise<{ status: number; statements: { text: string; name?: string }[] }> {
  // B's pool and the directory page's pool beside it (decision 069): every statement B sends.
  const pools = [(b.db as unknown as { $client: pg.Pool }).$client, genericPlanPoolOf(b.db)];
  const statements: { text: string; name?: string }[] = [];
  for (const pool of pools) {
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const q = args[0] as string | { text: string; name?: string };
      statements.push(typeof q === 'string' ? { text: q } : { text: q.text, name: q.name });
      return original(...args);
    };
  }
  try {
    const response = await call();
    await response.arrayBuffer();
    return { status: response.status, statements };
  } finally {
    for (const pool of pools) delete (pool as unknown as { query?: unknown }).query;
  }
}

describe('statements per request on B (issue 28)', () => {
  it('the customer page and give-credit send no session statement; GET /api/session sends one, prepared', async () => {
    const shop = await createStoreWithStaff(t, 'Counted Market');
    const customer = await insertCustomer(t, shop.storeId, { name: 'Counted Customer' });
    await warm(shop.employee.cookie);
    await warm(shop.employee.cookie, '/api/session');
    const page = await statementsOf(() => b.request('/api/customers?limit=50', { cookie: shop.employee.cookie }));
    expect(page.status).toBe(200);
    expect(page.statements.map((s) => s.text).filter((text) => /\bsessions\b/.test(text))).toEqual([]);
    expect(page.statements).toHaveLength(1);
    const give = await statementsOf(() =>
      b.request(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: shop.employee.cookie, json: { amountCents: 100 } }),
    );
    expect(give.status).toBe(201);
    expect(give.statements).toHaveLength(1);
    const session = await statementsOf(() => b.request('/api/session', { cookie: shop.employee.cookie }));
    expect(session.status).toBe(200);
    expect(session.statements).toHaveLength(1);
    expect(session.statements[0]!.name).toBe('cs_session_context');
    // positive control: without B's copy (its LISTEN connection down), the session is read from the database
    await dropListenerOfB();
    const uncached = await statementsOf(() => b.request('/api/customers?limit=50', { cookie: shop.employee.cookie }));
    expect(uncached.statements.filter((s) => s.name === 'cs_session_lookup')).toHaveLength(1);
    await untilListening(b);
  }, 20_000);
});

describe('a change made through A is effective on B at once', () => {
  it('sign-out', async () => {
    const shop = await createStoreWithStaff(t, 'Sign Out Market');
    await warm(shop.owner.cookie);
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: shop.owner.cookie, json: {} })).status).toBe(200);
    expect((await t.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(401); // A, which made it: no wait at all
    await heardOnB();
    expect((await b.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(401);
    // the other session of the store is untouched (the copy dropped is only the one that ended)
    expect((await b.request('/api/customers', { cookie: shop.employee.cookie })).status).toBe(200);
  });

  it('without anyone waiting for B: a signed-out session is refused on B as soon as B polls after the NOTIFY (within a second)', async () => {
    const shop = await createStoreWithStaff(t, 'Prompt Market');
    await warm(shop.owner.cookie);
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: shop.owner.cookie, json: {} })).status).toBe(200);
    const started = Date.now();
    let status = 0;
    while (Date.now() - started < 1000 && (status = (await b.request('/api/customers', { cookie: shop.owner.cookie })).status) !== 401) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(status).toBe(401);
  });

  it('an admin revoking a session', async () => {
    const shop = await createStoreWithStaff(t, 'Revoked Market');
    await warm(shop.employee.cookie);
    const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, shop.employee.id));
    const revoked = await t.request(`/api/admin/security/sessions/${session!.id}/revoke`, { method: 'POST', cookie: admin.cookie, json: {} });
    expect(revoked.status).toBe(200);
    await heardOnB();
    expect((await b.request('/api/customers', { cookie: shop.employee.cookie })).status).toBe(401);
    expect((await b.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(200);
  });

  it('a password change that signs out the other sessions', async () => {
    const shop = await createStoreWithStaff(t, 'Password Market');
    const laptop = await signIn(t, shop.owner.email);
    await warm(laptop);
    await warm(shop.owner.cookie);
    const changed = await t.request('/api/auth/change-password', {
      method: 'POST', cookie: shop.owner.cookie, json: { currentPassword: STRONG_PASSWORD, newPassword: 'Another-Shop7', revokeOtherSessions: true },
    });
    expect(changed.status).toBe(200);
    await heardOnB();
    expect((await b.request('/api/customers', { cookie: laptop })).status).toBe(401);
  });

  it('an employee deleted by the owner', async () => {
    const shop = await createStoreWithStaff(t, 'Parting Market');
    await warm(shop.employee.cookie);
    expect((await t.request(`/api/employees/${shop.employee.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(204);
    await heardOnB();
    expect((await b.request('/api/customers', { cookie: shop.employee.cookie })).status).toBe(401);
    expect((await b.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(200);
  });

  it('a membership that changes: the owner finishing first-login setup is a member on B at once', async () => {
    const body = signUpBody({ storeName: 'Setup Market' });
    expect((await t.request('/api/signup', { method: 'POST', json: body })).status).toBe(201);
    const cookie = await signIn(t, body.email);
    expect((await b.request('/api/customers', { cookie })).status).toBe(403); // NO_STORE before setup
    expect((await b.request('/api/customers', { cookie })).status).toBe(403);
    expect((await t.request('/api/stores/setup', { method: 'POST', cookie, json: { ...setupBody, name: 'Setup Market' } })).status).toBe(201);
    await heardOnB();
    expect((await b.request('/api/customers', { cookie })).status).toBe(200);
  });

  it('a role changed in the database (no route changes one): the employee becomes owner on B once B hears it', async () => {
    const shop = await createStoreWithStaff(t, 'Promotion Market');
    await warm(shop.employee.cookie);
    expect((await b.request('/api/employees', { cookie: shop.employee.cookie })).status).toBe(403);
    await t.db.update(userRoles).set({ role: 'store_owner' }).where(eq(userRoles.userId, shop.employee.id));
    await heardOnB(); // written behind both apps' back: effective on B with its NOTIFY
    expect((await b.request('/api/employees', { cookie: shop.employee.cookie })).status).toBe(200);
    await t.db.update(userRoles).set({ role: 'employee' }).where(eq(userRoles.userId, shop.employee.id));
    await heardOnB();
    expect((await b.request('/api/employees', { cookie: shop.employee.cookie })).status).toBe(403);
  });

  it('a store suspended by the admin is read-only on B at once, and writable again once reactivated', async () => {
    const shop = await createStoreWithStaff(t, 'Suspended Market');
    const customer = await insertCustomer(t, shop.storeId, { name: 'Tab Holder' });
    const give = () => b.request(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: shop.employee.cookie, json: { amountCents: 100 } });
    await warm(shop.employee.cookie);
    expect((await t.request(`/api/admin/stores/${shop.storeId}/suspend`, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(200);
    await heardOnB();
    const refused = await give();
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ error: { code: 'SUBSCRIPTION_LAPSED' } });
    expect((await b.request('/api/customers', { cookie: shop.employee.cookie })).status).toBe(200); // reads stay open
    expect((await t.request(`/api/admin/stores/${shop.storeId}/reactivate`, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(200);
    await heardOnB();
    expect((await give()).status).toBe(201);
  });

  it('the admin second factor: verified on A, admin powers on B at once (standing is read per admin request, not copied)', async () => {
    const other = await createAdmin(t, 'Bo Admin', 'admin2');
    await warm(other.cookie, '/api/session');
    // require_two_factor on, as the settings route saves it (row + NOTIFY on the settings channel)
    await t.db.execute(sql`insert into system_settings (key, value) values ('require_two_factor', 'true'::jsonb)
      on conflict (key) do update set value = excluded.value`);
    await t.db.execute(sql`select pg_notify('cs_system_settings', '')`);
    await heardOnB();
    expect((await b.request('/api/admin/overview', { cookie: other.cookie })).status).toBe(403);
    const [session] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, other.id));
    await t.db.execute(sql`insert into admin_verified_sessions (session_id) values (${session!.id})`);
    expect((await b.request('/api/admin/overview', { cookie: other.cookie })).status).toBe(200);
    await t.db.execute(sql`delete from system_settings where key = 'require_two_factor'`);
    await t.db.execute(sql`select pg_notify('cs_system_settings', '')`);
    await heardOnB();
  });
});

describe("B's LISTEN connection down: B asks the database", () => {
  it('a sign-out on A while B is not listening is refused on B (its NOTIFY never reaches B)', async () => {
    const shop = await createStoreWithStaff(t, 'Deaf Market');
    await warm(shop.owner.cookie);
    await dropListenerOfB();
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie: shop.owner.cookie, json: {} })).status).toBe(200);
    expect((await b.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(401);
    expect((await b.request('/api/customers', { cookie: shop.employee.cookie })).status).toBe(200); // positive control
    await untilListening(b);
  }, 20_000);

  it('a session ended while B was reconnecting is not served from the copy B had before', async () => {
    const shop = await createStoreWithStaff(t, 'Reconnect Market');
    await warm(shop.employee.cookie);
    await dropListenerOfB();
    await t.db.delete(sessions).where(eq(sessions.userId, shop.employee.id)); // no instance of B hears this
    await untilListening(b); // confirmed again: copies from before are gone
    expect((await b.request('/api/customers', { cookie: shop.employee.cookie })).status).toBe(401);
    expect((await b.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(200);
  }, 20_000);

  it('a fresh instance answers from the database until its LISTEN is confirmed', async () => {
    const shop = await createStoreWithStaff(t, 'Newcomer Market');
    const c = openSecondInstance(t, 2);
    try {
      const cache = sessionCacheOf(c.db);
      expect(cache.isListening).toBe(false);
      expect((await c.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(200);
      await t.db.delete(sessions).where(eq(sessions.userId, shop.owner.id));
      // whether or not C listens yet, the ended session is refused: from the database, or after the NOTIFY C waited for
      if (cache.isListening) await listenerOf(c.db).sync();
      expect((await c.request('/api/customers', { cookie: shop.owner.cookie })).status).toBe(401);
    } finally {
      await c.close();
    }
  });
});
