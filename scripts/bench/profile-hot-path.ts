// Where the app's CPU goes on the two hot paths: `npm run profile:ledger [page|give] [seconds]`.
//
// Seeds the ledger bench's data set into the system PostgreSQL (cs_bench_profile), starts the built
// server (dist/server/main.js, NODE_ENV=production) with `node --cpu-prof`, drives one path with
// autocannon (50 connections), stops the server and prints the busiest functions and packages by
// self time (the .cpuprofile stays in tmp/bench/profile/ for Chrome DevTools). Run it on an idle
// machine: a profile of a busy one shows the neighbours' scheduling, not ours.
// PROFILE_APP_DATABASE_URL: how the app reaches that database (e.g. its unix socket: postgres://postgres@localhost:5432/cs_bench_profile?host=%2Fvar%2Frun%2Fpostgresql).
// PROFILE_TARGET=bare: profile the bench's bare server (bare/bare-server.mjs on a rebuilt limit database)
// on the same path instead, to set the two profiles side by side (page only).
// PROFILE_PATH: another GET path for the page run (e.g. /api/health or a 404 at /api/nope), to tell
// what the whole stack costs from what the page's own work does; the line printed ends with the
// server's peak resident memory (VmHWM).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { dropPostgres, seedBench } from './seed-bench';
import { outDir, repoRoot, sleep } from './common';
import { ownCpuSeconds } from './cpu';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import { barePageRequest } from './bare';
import { limitDatabaseUrl, rebuildLimitDatabase } from './limit';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number }; hitCount?: number };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const kind = process.argv[2] === 'give' ? 'give' : 'page';
const seconds = Number(process.argv[3] ?? 10);
const perf = process.env.PROFILE_PERF === '1';
const noProfile = process.env.PROFILE_MODE === 'none';
const bare = process.env.PROFILE_TARGET === 'bare';
const databaseUrl = 'postgres://postgres@127.0.0.1:5432/cs_bench_profile';
const port = 3310;
const appUrl = `http://127.0.0.1:${port}`;
type AutocannonResult = { requests: { average: number }; statusCodeStats?: Record<string, { count: number }> };
const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>, cb: (e: unknown, r: AutocannonResult) => void) => unknown;

const bundle = path.join(repoRoot, 'dist/server/main.js');
let map: TraceMap | undefined;
/** A frame's source file: through the bundle's source map when it comes from dist/server/main.js. */
function sourceOf(frame: Node['callFrame'] & { columnNumber?: number }): string {
  if (!frame.url.includes('dist/server/main.js')) return frame.url;
  map ??= new TraceMap(fs.readFileSync(`${bundle}.map`, 'utf8'));
  return originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber ?? 0 }).source ?? frame.url;
}

function where(url: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.includes('src/')) return `ours ${url.slice(url.indexOf('src/'))}`;
  if (url.startsWith('node:') || url === '') return url === '' ? '(native/vm)' : 'node core';
  return url;
}

function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  let idle = 0;
  const fn = new Map<string, number>();
  const pkg = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const name = n.callFrame.functionName || '(anonymous)';
    if (name === '(idle)') {
      idle += us;
      continue;
    }
    total += us;
    const source = sourceOf(n.callFrame);
    const key = `${name}  ${where(source)}`;
    fn.set(key, (fn.get(key) ?? 0) + us);
    const p = ['(garbage collector)', '(program)'].includes(name) ? name : where(source).replace(/^ours .*/, 'ours');
    pkg.set(p, (pkg.get(p) ?? 0) + us);
  }
  const top = (m: Map<string, number>, k: number) =>
    [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([name, us]) => `${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`);
  console.log(`busy ${(total / 1e6).toFixed(2)} s, idle ${(idle / 1e6).toFixed(2)} s`);
  console.log('\nby package:\n' + top(pkg, 25).join('\n'));
  console.log('\nby function:\n' + top(fn, 45).join('\n'));
}

async function main() {
  const seed = await seedBench({ kind: 'postgres', databaseUrl, appUrl, log: () => {} });
  const profDir = path.join(outDir, 'profile');
  fs.rmSync(profDir, { recursive: true, force: true });
  fs.mkdirSync(profDir, { recursive: true });
  // The server's own flags (decision 067), or PROFILE_NODE_FLAGS instead ('' for Node's defaults), for an
  // A/B; PROFILE_MODE=none: no profiler, only the rate and the server's CPU per request.
  const serverFlags = (process.env.PROFILE_NODE_FLAGS ?? SERVER_NODE_FLAGS.join(' ')).split(' ').filter(Boolean);
  const nodeFlags = [...serverFlags, ...(noProfile ? [] : perf ? ['--perf-basic-prof-only-functions'] : ['--cpu-prof', `--cpu-prof-dir=${profDir}`])];
  if (bare && kind !== 'page') throw new Error('PROFILE_TARGET=bare profiles the page only');
  // The bare server reaches the limit database the way the app reaches its own (PROFILE_APP_DATABASE_URL).
  if (bare) await rebuildLimitDatabase(databaseUrl);
  const bareEnv = { BARE_DATABASE_URL: limitDatabaseUrl(process.env.PROFILE_APP_DATABASE_URL ?? databaseUrl), PORT: String(port) };
  const child = spawn(process.execPath, [...nodeFlags, bare ? 'scripts/bench/bare/bare-server.mjs' : 'dist/server/main.js'], {
    cwd: repoRoot,
    env: bare ? { ...process.env, ...bareEnv } : { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', APP_URL: appUrl, AUTH_SECRET: seed.authSecret, AUTH_IP_RATE_LIMIT: 'off', SMTP_URL: '', LOG_REQUESTS: '', DATABASE_URL: process.env.PROFILE_APP_DATABASE_URL ?? databaseUrl, DATA_DIR: fs.mkdtempSync(path.join(outDir, 'profile-data-')) },
    stdio: 'inherit',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(bare ? `${appUrl}/page` : `${appUrl}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  const probe = await fetch(bare ? `${appUrl}/page` : `${appUrl}/api/customers?limit=50`, { headers: { cookie: seed.cookie } });
  if (!probe.ok) throw new Error(`the page answers ${probe.status}: ${await probe.text()}`);
  const ids = [...seed.customerIds];
  const request = bare
    ? barePageRequest(appUrl)
    : kind === 'page'
      ? { url: `${appUrl}${process.env.PROFILE_PATH ?? '/api/customers?limit=50'}`, headers: { cookie: seed.cookie, accept: 'application/json', 'accept-encoding': 'gzip' } }
      : undefined;
  // PROFILE_PERF=1: the whole machine's CPU by process and function (Linux perf, every CPU, with call
  // graphs), for the database's share too; the report goes to tmp/bench/profile/perf.txt.
  const recorder = perf
    ? spawn('perf', ['record', '-a', '-g', '-F', '499', '-o', path.join(profDir, 'perf.data'), '--', 'sleep', String(seconds)], { stdio: 'ignore' })
    : undefined;
  const cpuBefore = ownCpuSeconds(child.pid!);
  const result = await new Promise<AutocannonResult>((resolve, reject) =>
    autocannon(
      {
        connections: 50,
        duration: seconds,
        ...(request ?? {
          url: appUrl,
          requests: [
            {
              setupRequest: (req: Record<string, unknown>) => ({
                ...req,
                method: 'POST',
                path: `/api/customers/${ids.pop()}/credit`,
                headers: { cookie: seed.cookie, origin: appUrl, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': crypto.randomUUID() },
                body: JSON.stringify({ amountCents: 100 }),
              }),
            },
          ],
        }),
      },
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  );
  const answered = Object.values(result.statusCodeStats ?? {}).reduce((sum, s) => sum + s.count, 0);
  const nodeMs = ((ownCpuSeconds(child.pid!) - cpuBefore) * 1000) / Math.max(answered, 1);
  console.log(`${kind}: ${result.requests.average} req/s, Node CPU ${nodeMs.toFixed(3)} ms per request, peak RSS ${peakRssMb(child.pid!)} MB, statuses ${JSON.stringify(result.statusCodeStats)}`);
  if (recorder) await new Promise((r) => (recorder.exitCode === null ? recorder.once('exit', r) : r(null)));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  if (noProfile) return;
  if (perf) {
    console.log(`perf data: ${path.join(profDir, 'perf.data')} (perf report -i … --sort comm,dso,sym --no-children)`);
    return;
  }
  const file = fs.readdirSync(profDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  summarize(JSON.parse(fs.readFileSync(path.join(profDir, file), 'utf8')) as Profile);
  await dropPostgres(databaseUrl);
}

/** A process's peak resident memory (VmHWM in /proc/<pid>/status), in MB. */
function peakRssMb(pid: number): string {
  const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb ? (Number(kb) / 1024).toFixed(0) : '?';
}

await main();
