import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../db/client';
import { ReadReplica } from '../db/read-replica';
import { connectToUsableHost, HostLocator, parseHostList } from '../db/hosts';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { startReplicaPair, type ReplicaPair } from '../test/replica-pair';
import { insertCustomer, postLedger } from '../credit/credit-test-support';
import { LAST_WRITE_COOKIE } from './read-your-writes';
import { allowConsoleError } from '../../test-support/fail-on-console-error';

// DATABASE_READ_URL (decision 061) on a real streaming replica: a PostgreSQL 15 primary and a
// replica made from it with pg_basebackup. Replay is paused on the replica to make it visibly older.

let pair: ReplicaPair;
let replica: Database;
let t: TestApp;
let store: Awaited<ReturnType<typeof createStoreWithStaff>>;

const replicaOf = (maxLagMs: number, primary = t.db) => new ReadReplica(primary, replica.db, { maxLagMs, statusTtlMs: 0 });

async function until(what: string, check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function replayPaused(isPaused: boolean) {
  await pair.onReplica(isPaused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()');
  await until('the replay state', async () => {
    const { rows } = await replica.db.execute<{ state: string }>(sql`select pg_get_wal_replay_pause_state() as state`);
    return isPaused ? rows[0]!.state === 'paused' : rows[0]!.state === 'not paused';
  });
}

async function caughtUp() {
  const { rows } = await t.db.execute<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
  await until('the replica to replay everything', async () => {
    const r = await replica.db.execute<{ ok: boolean }>(sql`select pg_last_wal_replay_lsn() >= ${rows[0]!.lsn}::pg_lsn as ok`);
    return r.rows[0]!.ok;
  });
}

async function givenCents(cookie: string): Promise<number> {
  const response = await t.request('/api/reports/credit-summary', { cookie });
  expect(response.status).toBe(200);
  return ((await response.json()) as { totalGivenCents: number }).totalGivenCents;
}

function lastWriteOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${LAST_WRITE_COOKIE}=`));
  return cookie ? cookie.split(';')[0]! : null;
}

beforeAll(async () => {
  pair = await startReplicaPair();
  const primary = openPostgres(pair.primaryUrl, 10);
  await primary.migrate();
  replica = openPostgres(pair.replicaUrl, 5);
  t = await createTestApp({}, { database: primary, readReplica: (db) => replicaOf(60_000, db) });
  store = await createStoreWithStaff(t);
  // Signing in was a write too: keep the session cookies alone, as another browser of the same person would have.
  for (const person of [store.owner, store.employee]) person.cookie = person.cookie.split('; ').filter((c) => !c.startsWith(`${LAST_WRITE_COOKIE}=`)).join('; ');
  await caughtUp();
}, 120_000);

afterAll(async () => {
  await t?.close();
  await replica?.close();
  pair?.stop();
});

describe('reports from a streaming replica (DATABASE_READ_URL)', () => {
  it("reads another person's report from the replica, and the writer's own from the primary (read-your-writes)", async () => {
    const [ana, ben] = [await insertCustomer(t, store.storeId, { name: 'Ana' }), await insertCustomer(t, store.storeId, { name: 'Ben', phone: '+12175550101' })];
    await caughtUp();
    await replayPaused(true);
    try {
      const byEmployee = await postLedger(t, ana.id, 'credit', { amountCents: 1200 }, { cookie: store.employee.cookie });
      expect(byEmployee.status).toBe(201);
      // The owner wrote nothing: the report comes from the paused replica, without the employee's credit.
      expect(await givenCents(store.owner.cookie)).toBe(0);
      const byOwner = await postLedger(t, ben.id, 'credit', { amountCents: 500 }, { cookie: store.owner.cookie });
      expect(byOwner.status).toBe(201);
      const lastWrite = lastWriteOf(byOwner);
      expect(lastWrite).toMatch(new RegExp(`^${LAST_WRITE_COOKIE}=[0-9A-F]+-[0-9A-F]+$`)); // '/' as '-' in a cookie
      // Right after their own write the owner's report is the primary's: both credits.
      expect(await givenCents(`${store.owner.cookie}; ${lastWrite}`)).toBe(1700);
      // The same person in another browser (no last-write cookie) still reads the replica.
      expect(await givenCents(store.owner.cookie)).toBe(0);
    } finally {
      await replayPaused(false);
    }
    await caughtUp();
    expect(await givenCents(store.owner.cookie)).toBe(1700);
  });

  it('uses the replica for a reader whose last write it has replayed', async () => {
    const carla = await insertCustomer(t, store.storeId, { name: 'Carla', phone: '+12175550102' });
    const written = await postLedger(t, carla.id, 'credit', { amountCents: 300 }, { cookie: store.owner.cookie });
    const lastWrite = lastWriteOf(written)!.split('=')[1]!;
    expect(lastWrite).toMatch(/^[0-9A-F]+-[0-9A-F]+$/);
    await caughtUp();
    expect(await t.deps.readReplica!.choose(lastWrite)).toBe(replica.db);
    expect(await givenCents(`${store.owner.cookie}; ${LAST_WRITE_COOKIE}=${lastWrite}`)).toBe(2000);
  });

  it('falls back to the primary while the replica lags more than the threshold', async () => {
    const lagging = replicaOf(300);
    const before = t.deps.readReplica;
    t.deps.readReplica = lagging;
    const dora = await insertCustomer(t, store.storeId, { name: 'Dora', phone: '+12175550103' });
    await caughtUp();
    await replayPaused(true);
    try {
      expect(await postLedger(t, dora.id, 'credit', { amountCents: 400 }, { cookie: store.employee.cookie })).toHaveProperty('status', 201);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(await lagging.status()).toMatchObject({ isUsable: false, reason: 'lagging' });
      expect(await givenCents(store.owner.cookie)).toBe(2400);
    } finally {
      await replayPaused(false);
      t.deps.readReplica = before;
    }
    await caughtUp();
    expect(await lagging.status()).toMatchObject({ isUsable: true, lagMs: 0 });
  });

  it('falls back to the primary when the replica is down, and uses it again when it is back', async () => {
    allowConsoleError(); // the replica pool's idle connections end with it: '[db] idle client error'
    pair.stopReplica();
    try {
      expect(await t.deps.readReplica!.status()).toMatchObject({ isUsable: false, reason: 'unreachable' });
      expect(await givenCents(store.owner.cookie)).toBe(2400);
    } finally {
      pair.startReplica();
    }
    await until('the replica to answer again', async () => (await t.deps.readReplica!.status()).isUsable);
    expect(await t.deps.readReplica!.choose(null)).toBe(replica.db);
  });

  it('without DATABASE_READ_URL every read is the primary and no last-write cookie is sent', async () => {
    const before = t.deps.readReplica;
    delete t.deps.readReplica;
    const emma = await insertCustomer(t, store.storeId, { name: 'Emma', phone: '+12175550104' });
    await replayPaused(true);
    try {
      const written = await postLedger(t, emma.id, 'credit', { amountCents: 100 }, { cookie: store.employee.cookie });
      expect(written.status).toBe(201);
      expect(lastWriteOf(written)).toBeNull();
      expect(await givenCents(store.owner.cookie)).toBe(2500);
    } finally {
      await replayPaused(false);
      t.deps.readReplica = before;
    }
  });

  it("exports and the admin's store list read the replica too", async () => {
    const admin = await createAdmin(t);
    const adminCookie = admin.cookie.split('; ').filter((c) => !c.startsWith(`${LAST_WRITE_COOKIE}=`)).join('; ');
    await caughtUp();
    await replayPaused(true);
    try {
      await insertCustomer(t, store.storeId, { name: 'Fresh Replica Test', phone: '+12175550105' });
      await t.db.execute(sql`update stores set name = 'Renamed While Paused' where id = ${store.storeId}`);
      const csv = await (await t.request('/api/exports/customers.csv', { cookie: store.owner.cookie })).text();
      expect(csv).toContain('Ana');
      expect(csv).not.toContain('Fresh Replica Test');
      const list = await (await t.request('/api/admin/stores', { cookie: adminCookie })).text();
      expect(list).not.toContain('Renamed While Paused');
    } finally {
      await replayPaused(false);
    }
    await caughtUp();
    expect(await (await t.request('/api/exports/customers.csv', { cookie: store.owner.cookie })).text()).toContain('Fresh Replica Test');
    expect(await (await t.request('/api/admin/stores', { cookie: adminCookie })).text()).toContain('Renamed While Paused');
  });

  it('a prefer-standby host list connects to the standby first, and to the primary when no standby answers', async () => {
    const urlOf = (u: string) => u.replace('postgres://postgres@', '');
    const list = parseHostList(`postgres://postgres@${urlOf(pair.primaryUrl).split('/')[0]},${urlOf(pair.replicaUrl)}?target_session_attrs=prefer-standby`);
    expect(list.isStandbyPreferred).toBe(true);
    const readOnly = async () => {
      const client = await connectToUsableHost(new HostLocator(list));
      try {
        return (await client.query<{ transaction_read_only: string }>('show transaction_read_only')).rows[0]!.transaction_read_only;
      } finally {
        await client.end();
      }
    };
    expect(await readOnly()).toBe('on');
    allowConsoleError(); // the replica pool's idle connections end with it
    pair.stopReplica();
    try {
      expect(await readOnly()).toBe('off');
    } finally {
      pair.startReplica();
    }
  });
});
