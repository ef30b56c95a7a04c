import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApp } from '../app';
import { checkAnswers } from '../test/document-check';
import { Lifecycle } from '../lifecycle';
import { createTestApp, createStoreWithStaff, type TestApp } from '../test/test-app';
import { listenerOf, openPostgres, type Database } from './client';
import { locatorFor, parseHostList } from './hosts';
import { genericPlanPoolOf } from './generic-plans';
import { allowConsoleError } from '../../test-support/fail-on-console-error';

/**
 * Decision 053, in process on the real PostgreSQL: readiness, the multi-host connection string,
 * and the pool and the LISTEN connection coming back by themselves when the host they used goes
 * away. Two TCP relays in front of the test server play two database hosts; the real failover
 * (pg_auto_failover promoting a standby) is the cluster drill's (scripts/cluster/).
 */
let t: TestApp;
let tcp: { host: string; port: number; user: string; password: string; database: string };
const relays: Relay[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const port = Number((await t.db.execute<{ port: string }>(sql`show port`)).rows[0]!.port);
  const url = new URL(t.url);
  tcp = { host: '127.0.0.1', port, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database: url.pathname.slice(1) };
}, 60_000);
afterAll(async () => {
  for (const relay of relays) relay.stop();
  await t.close();
});

/** A TCP relay to the test server: one "host" that can die (stop) like a failed primary. */
type Relay = { port: number; stop: () => void };
async function startRelay(): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(tcp.port, tcp.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relay = {
    port: (server.address() as net.AddressInfo).port,
    stop: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
  relays.push(relay);
  return relay;
}

function urlFor(ports: number[], attrs = 'read-write') {
  const auth = `${encodeURIComponent(tcp.user)}:${encodeURIComponent(tcp.password)}`;
  return `postgres://${auth}@${ports.map((p) => `127.0.0.1:${p}`).join(',')}/${tcp.database}?target_session_attrs=${attrs}`;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<number> {
  const began = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - began;
    if (Date.now() - began > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('readiness (GET /api/health/ready)', () => {
  it('is ready on a reachable primary, and answers 503 draining once the instance drains while liveness stays 200', async () => {
    const lifecycle = new Lifecycle();
    const app = checkAnswers(createApp({ ...t.deps, lifecycle }));
    const ready = await app.request('http://localhost:3999/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ ready: true });
    lifecycle.startDraining();
    const draining = await app.request('http://localhost:3999/api/health/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ ready: false, reason: 'draining' });
    expect((await app.request('http://localhost:3999/api/health')).status).toBe(200);
  });

  it('answers 503 database_unreachable when the database is gone, and 200 again when it is back', async () => {
    const relay = await startRelay();
    const database = openPostgres(urlFor([relay.port], 'any'), 2);
    try {
      const app = checkAnswers(createApp({ ...t.deps, db: database.db, lifecycle: new Lifecycle() }));
      expect((await app.request('http://localhost:3999/api/health/ready')).status).toBe(200);
      relay.stop();
      const gone = await app.request('http://localhost:3999/api/health/ready');
      expect(gone.status).toBe(503);
      expect(await gone.json()).toEqual({ ready: false, reason: 'database_unreachable' });
    } finally {
      await database.close();
    }
  });
});

describe('multi-host connection strings', () => {
  it('splits a libpq-style URL into one string per host and reads target_session_attrs', () => {
    const list = parseHostList('postgres://u:p%40ss@db-a:5441,db-b:5442/cs?sslmode=disable&target_session_attrs=read-write');
    expect(list).toEqual({
      targets: ['postgres://u:p%40ss@db-a:5441/cs?sslmode=disable', 'postgres://u:p%40ss@db-b:5442/cs?sslmode=disable'],
      isReadWriteOnly: true,
      isStandbyPreferred: false,
    });
    expect(parseHostList('postgres://u@one:5432/cs').isReadWriteOnly).toBe(false);
    expect(parseHostList('postgres://u@a,b/cs?target_session_attrs=prefer-standby')).toMatchObject({ isReadWriteOnly: false, isStandbyPreferred: true });
  });

  it('skips a host that refuses connections and uses the next', async () => {
    const dead = await startRelay();
    dead.stop();
    const live = await startRelay();
    const database = openPostgres(urlFor([dead.port, live.port]), 2);
    try {
      const { rows } = await database.db.execute<{ n: number }>(sql`select 1 as n`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('after the host in use dies, the pool and the LISTEN connection move to the other host by themselves', async () => {
    const first = await startRelay();
    const second = await startRelay();
    const database: Database = openPostgres(urlFor([first.port, second.port]), 4);
    const heard: string[] = [];
    let reconnects = 0;
    try {
      const listener = listenerOf(database.db);
      await listener.listen('cs_failover_test', { notify: (payload) => heard.push(payload), reconnected: () => (reconnects += 1) });
      await t.db.execute(sql`select pg_notify('cs_failover_test', 'before')`);
      await until(async () => heard.includes('before'), 3_000);
      const port = async () => Number((await database.db.execute<{ p: number }>(sql`select inet_client_port() as p`)).rows[0]!.p);
      expect(await port()).toBeGreaterThan(0);

      first.stop(); // the primary dies: every connection through it is cut, new ones are refused
      const recoveredMs = await until(async () => (await port()) > 0, 10_000);
      expect(recoveredMs).toBeLessThan(10_000);
      await until(async () => listener.isListening, 10_000);
      expect(reconnects).toBe(1);
      await t.db.execute(sql`select pg_notify('cs_failover_test', 'after')`);
      await until(async () => heard.includes('after'), 3_000);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe('every pool on one connection string follows a failover (issue 36)', () => {
  it('shares one record of the primary, and the first query of each pool after the primary dies succeeds', async () => {
    const first = await startRelay();
    const second = await startRelay();
    const url = urlFor([first.port, second.port]);
    const database: Database = openPostgres(url, 4);
    const page = genericPlanPoolOf(database.db);
    try {
      await database.db.execute(sql`select 1`);
      expect((await page.query('select 1 as n')).rows[0].n).toBe(1);
      expect(locatorFor(url).preferred).toBe(0);
      allowConsoleError(); // the idle connections end with the relay: '[db] idle client error'
      first.stop(); // the primary dies: both pools' connections through it are cut, new ones refused
      const main = (database.db as unknown as { $client: { idleCount: number } }).$client;
      await until(async () => page.idleCount === 0 && main.idleCount === 0, 3_000); // as a minute later in the cluster walk
      // The page's pool (decision 069) answers its first query, on the other host, without a failed request.
      expect((await page.query('select 1 as n')).rows[0].n).toBe(1);
      expect(locatorFor(url).preferred).toBe(1);
      // The main pool learns it from the same record: its first query succeeds too.
      const { rows } = await database.db.execute<{ n: number }>(sql`select 1 as n`);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe('a request while the database is gone', () => {
  it('is answered 503 DATABASE_UNAVAILABLE (the client retries it), not 500', async () => {
    const shop = await createStoreWithStaff(t, 'Failover Market');
    const relay = await startRelay();
    const database = openPostgres(urlFor([relay.port], 'any'), 2);
    try {
      const app = checkAnswers(createApp({ ...t.deps, db: database.db }));
      const list = () => app.request('http://localhost:3999/api/customers', { headers: { cookie: shop.owner.cookie, origin: 'http://localhost:3999' } });
      expect((await list()).status).toBe(200);
      // The page's idle connection (decision 069's pool) ends with the relay: '[db] idle client error'.
      allowConsoleError();
      relay.stop();
      const answer = await list();
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE' } });
    } finally {
      await database.close();
    }
  });
});

describe('a connection lost in the middle of a transaction', () => {
  it('fails that transaction and leaves the process running (no unhandled error event on the checked-out client)', async () => {
    const relay = await startRelay();
    const database = openPostgres(urlFor([relay.port], 'any'), 2);
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          relay.stop(); // the server goes away while this client is checked out and idle in the transaction
          await new Promise((resolve) => setTimeout(resolve, 300));
          await tx.execute(sql`select 1`);
          return 'committed';
        })
        .catch((error: unknown) => error);
      expect(outcome).toBeInstanceOf(Error);
    } finally {
      await database.close();
    }
  });
});
