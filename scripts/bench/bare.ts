// The bare server (bare/bare-server.mjs): the thinnest Node HTTP server over the limit's own SQL, driven
// by the same load generator as the app (autocannon, 50 connections), on the same server, in the same
// sitting. Its req/s ÷ the limit's tps is what a Node server doing none of the app's work reaches here.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { benchDir, repoRoot, sleep } from './common';
import { ownCpuSeconds, pgCpuSeconds } from './cpu';
import { limitDatabaseUrl, rebuildLimitDatabase } from './limit';

export type BareResult = { path: 'page' | 'give'; rps: number; ok: number; non2xx: number; errors: number; p50: number; p99: number; nodeCpuMsPerReq: number; pgCpuMsPerReq: number };

type Autocannon = (o: Record<string, unknown>, cb: (e: unknown, r: { duration: number; '2xx': number; non2xx: number; errors: number; timeouts: number; latency: { p50: number; p99: number } }) => void) => unknown;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** BENCH_BARE_PORT (default 3398). */
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 3398);

/** A running bare server on a freshly rebuilt limit database of this PostgreSQL server. */
export type BareServer = { origin: string; pid: number; stop: () => Promise<void> };

export async function startBareServer(serverUrl: string): Promise<BareServer> {
  await rebuildLimitDatabase(serverUrl);
  const child = spawn(process.execPath, [path.join(benchDir, 'bare/bare-server.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, BARE_DATABASE_URL: limitDatabaseUrl(serverUrl), PORT: String(BARE_PORT) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  };
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d: Buffer) => String(d).includes('bare server listening') && resolve());
      child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
  child.removeAllListeners('exit');
  return { origin: `http://127.0.0.1:${BARE_PORT}`, pid: child.pid!, stop };
}

/** The bare server's page request, as the app's is asked (gzip, as browsers ask). */
export const barePageRequest = (origin: string) => ({ url: `${origin}/page`, headers: { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' } });

/** Page (gzip, as browsers ask) then give, each `durationS` s with `connections` connections; the limit database is rebuilt first. */
export async function runBare(serverUrl: string, connections: number, durationS: number): Promise<BareResult[]> {
  const bare = await startBareServer(serverUrl);
  try {
    const page = barePageRequest(bare.origin);
    const give = { url: `${bare.origin}/give`, method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ amountCents: 500 }) };
    const run = (opts: Record<string, unknown>, seconds: number) =>
      new Promise<Parameters<Parameters<Autocannon>[1]>[1]>((resolve, reject) => autocannon({ connections, duration: seconds, ...opts }, (e, r) => (e ? reject(e) : resolve(r))));
    const results: BareResult[] = [];
    for (const [name, opts] of [['page', page], ['give', give]] as const) {
      await run(opts, 3); // warm-up: prepared statements, JIT
      await sleep(1000);
      const node0 = ownCpuSeconds(bare.pid);
      const pg0 = await pgCpuSeconds(serverUrl);
      const r = await run(opts, durationS);
      const nodeS = ownCpuSeconds(bare.pid) - node0;
      const pgS = (await pgCpuSeconds(serverUrl)) - pg0;
      const ok = r['2xx'];
      const per = (s: number) => Math.round(((s * 1000) / Math.max(ok, 1)) * 1000) / 1000;
      results.push({ path: name, rps: Math.round((ok / r.duration) * 10) / 10, ok, non2xx: r.non2xx, errors: r.errors + r.timeouts, p50: r.latency.p50, p99: r.latency.p99, nodeCpuMsPerReq: per(nodeS), pgCpuMsPerReq: per(pgS) });
    }
    return results;
  } finally {
    await bare.stop();
  }
}
