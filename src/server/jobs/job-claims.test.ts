import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { claimPeriod, hourPeriod, runOncePerPeriod } from './job-claims';
import { startRepeating } from './repeat';
import { HOUSEKEEPING_JOB, startHousekeeping } from './housekeeping';

/**
 * Decision 062 on the real PostgreSQL: a scheduled job runs once per period across instances, and
 * a run cut off by a failover (its connection dies mid-run) is finished once on the new primary —
 * two TCP relays in front of the test server play the old and the new primary, as in failover.test.ts.
 */
let t: TestApp;
let target: { port: number; user: string; password: string; database: string };
const relays: { stop: () => void }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const port = Number((await t.db.execute<{ port: string }>(sql`show port`)).rows[0]!.port);
  const url = new URL(t.url);
  target = { port, user: decodeURIComponent(url.username), password: decodeURIComponent(url.password), database: url.pathname.slice(1) };
  await t.db.execute(sql`create table job_test_effects (period text not null, step int not null, primary key (period, step))`);
}, 60_000);
afterAll(async () => {
  for (const relay of relays) relay.stop();
  await t.close();
});

async function startRelay(): Promise<{ port: number; stop: () => void }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relay = { port: (server.address() as net.AddressInfo).port, stop: () => (server.close(), sockets.forEach((s) => s.destroy())) };
  relays.push(relay);
  return relay;
}

const urlFor = (ports: number[]) =>
  `postgres://${encodeURIComponent(target.user)}:${encodeURIComponent(target.password)}@${ports.map((p) => `127.0.0.1:${p}`).join(',')}/${target.database}?target_session_attrs=read-write`;

async function until(check: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await Promise.resolve(check()).catch(() => false))) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const claimRow = async (job: string, period: string) =>
  (await t.db.execute<{ attempts: number; finished: boolean; claimed_by: string }>(sql`
    select attempts, finished_at is not null as finished, claimed_by from job_claims where job = ${job} and period = ${period}`)).rows[0];

describe('scheduled jobs once per period (job_claims)', () => {
  it('two instances claiming the same period: one runs, the other skips, and a finished period never runs again', async () => {
    const second: Database = openPostgres(t.url, 2, t.deps.databaseKind);
    try {
      const claim = (instance: string) => ({ job: 'race-test', period: '2026-11-26T14', leaseMs: 60_000, instance });
      let runs = 0;
      const work = async () => {
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      };
      const outcomes = await Promise.all([runOncePerPeriod(t.db, claim('a'), work), runOncePerPeriod(second.db, claim('b'), work)]);
      expect(runs).toBe(1);
      expect(outcomes.filter((o) => o.ran)).toHaveLength(1);
      expect(await runOncePerPeriod(second.db, claim('b'), work)).toEqual({ ran: false, reason: 'done' });
      expect(await claimPeriod(t.db, { ...claim('c') })).toBe(false);
      expect(runs).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('a run cut off by a failover mid-run is finished once on the new primary, and the other instance never runs it meanwhile', async () => {
    allowConsoleError(); // the pool's idle connections through the dead "primary" are reported
    const [oldPrimary, newPrimary] = [await startRelay(), await startRelay()];
    const instanceA = openPostgres(urlFor([oldPrimary.port, newPrimary.port]), 4);
    const period = 'failover-period';
    // A short lease: the run cut off may not be able to give its claim back (the old primary is gone and
    // the pool's first try to reach it fails); the lease running out hands the period on by itself.
    const claim = (instance: string) => ({ job: 'failover-test', period, leaseMs: 2_000, instance });
    const effects: number[] = [];
    const errors: string[] = [];
    let passes = 0;
    let cut = false;
    // Five idempotent steps, each one row keyed by (period, step); an effect "that matters" (a mail) only for a newly inserted row.
    const job = (db: Database['db'], instance: string) => async () => {
      await runOncePerPeriod(db, claim(instance), async (finish) => {
        passes += 1;
        for (let step = 1; step <= 5; step++) {
          const isNew = await db.transaction(async (tx) => {
            const { rows } = await tx.execute(sql`insert into job_test_effects values (${period}, ${step}) on conflict do nothing returning step`);
            if (step === 3 && !cut && instance === 'a') {
              cut = true;
              oldPrimary.stop(); // the primary dies in the middle of the run, inside a step's transaction
              await new Promise((resolve) => setTimeout(resolve, 100));
            }
            if (step === 5) await finish(tx);
            return rows.length > 0;
          });
          if (isNew) effects.push(step); // the effect follows the commit, as a sent mail would
        }
      });
    };
    const stopA = startRepeating(job(instanceA.db, 'a'), { firstMs: 1, everyMs: 200, onError: (error) => errors.push(String(error)) });
    let stopB = () => undefined as void;
    try {
      // Once A has the period, instance B ticks too, on the database directly: it must find it claimed, then done.
      await until(async () => (await claimRow('failover-test', period))?.claimed_by === 'a', 10_000);
      stopB = startRepeating(job(t.db, 'b'), { firstMs: 1, everyMs: 150, onError: (error) => errors.push(String(error)) });
      await until(async () => (await claimRow('failover-test', period))?.finished === true, 15_000);
    } finally {
      stopA();
      stopB();
      await instanceA.close();
    }
    expect(errors.length).toBeGreaterThan(0); // the run cut off by the failover failed…
    expect(passes).toBe(2); // …and the period was run once more, by one instance
    expect(effects).toEqual([1, 2, 3, 4, 5]); // every effect exactly once
    expect(await claimRow('failover-test', period)).toMatchObject({ attempts: 2, finished: true });
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from job_test_effects where period = ${period}`);
    expect(rows[0]!.n).toBe(5);
  }, 30_000);

  it('housekeeping on two instances runs one pass for the hour', async () => {
    const second: Database = openPostgres(t.url, 2, t.deps.databaseKind);
    const logged: string[] = [];
    const stops = [t.db, second.db].map((db, i) => startHousekeeping(db, { firstRunMs: 1 + i, intervalMs: 60_000, log: (line) => logged.push(line) }));
    try {
      await until(async () => (await claimRow(HOUSEKEEPING_JOB, hourPeriod(new Date())))?.finished === true, 10_000);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from job_claims where job = ${HOUSEKEEPING_JOB}`);
      expect(rows[0]!.n).toBe(1);
      expect(await claimRow(HOUSEKEEPING_JOB, hourPeriod(new Date()))).toMatchObject({ attempts: 1 });
      expect(logged.filter((line) => line.includes('failed'))).toEqual([]);
    } finally {
      stops.forEach((stop) => stop());
      await second.close();
    }
  });
});
