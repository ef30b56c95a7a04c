// The cluster walk of `npm test` (e2e/cluster/failover.walk.ts, playwright.cluster.config.ts): a test
// cluster of its own — HAProxy :3210, two app instances :3211-3212, the pg_auto_failover monitor :5451
// and nodes :5452-5453, in tmp/cluster-walk — clear of cluster:up's ports (3200-3203, 5441-5443) and of
// the browser shards' (3100-3101). Whatever happens (the walk passes, fails, or this process is asked to
// stop), every process of that cluster is stopped and its directory deleted before this exits; a cluster
// left by a run that was killed outright is stopped first.
import { spawn } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
Object.assign(process.env, {
  CLUSTER_PORT: process.env.CLUSTER_WALK_PORT || '3210',
  CLUSTER_STATS_PORT: process.env.CLUSTER_WALK_STATS_PORT || '3219',
  CLUSTER_PG_PORT: process.env.CLUSTER_WALK_PG_PORT || '5451',
  CLUSTER_APPS: '2',
  CLUSTER_DIR: path.join(repoRoot, 'tmp/cluster-walk'),
  CLUSTER_PIN_HEADER: '1',
  AUTH_IP_RATE_LIMIT: 'off',
});
// layout.ts reads the variables above when it is first imported.
const { clusterDown } = await import('./down');
const { nodes, paths } = await import('./layout');
const { processesOfNode } = await import('./database');
const { isAlive, readPid } = await import('./processes');
const fs = await import('node:fs');

/** cluster:down, then SIGKILL to whatever of the test cluster still runs (a supervisor that would not stop leaves its PostgreSQL), then the directory goes. */
async function stopCluster(): Promise<void> {
  await clusterDown({}, (line) => console.log(`[cluster] ${line}`)).catch((error: unknown) => console.error(`[cluster] cluster:down failed: ${String(error)}`));
  if (!fs.existsSync(paths.root)) return;
  const pids = [...nodes.map((node) => node.name), 'monitor' as const].flatMap((name) => processesOfNode(name as (typeof nodes)[number]['name']).autoctl);
  for (const dir of [paths.monitorData, ...nodes.map((node) => paths.nodeData(node.name))]) pids.push(readPid(path.join(dir, 'postmaster.pid')) ?? 0);
  for (const pid of pids.filter((p) => p > 0 && isAlive(p))) {
    console.log(`[cluster] killing left-over process ${pid}`);
    process.kill(pid, 'SIGKILL');
  }
  fs.rmSync(paths.root, { recursive: true, force: true });
}

/** On a failure, the end of each cluster process's log (apps, HAProxy, pg_autoctl), before the directory goes. */
function printLogTails(): void {
  if (!fs.existsSync(paths.logs)) return;
  for (const file of fs.readdirSync(paths.logs).sort()) {
    const lines = fs.readFileSync(path.join(paths.logs, file), 'utf8').split('\n').filter((line) => line.trim());
    console.log(`\n[cluster] the last ${Math.min(40, lines.length)} lines of ${file}:\n${lines.slice(-40).join('\n')}`);
  }
}

await stopCluster();
const child = spawn('npx', ['playwright', 'test', '-c', 'playwright.cluster.config.ts', ...process.argv.slice(2)], { cwd: repoRoot, stdio: 'inherit', env: process.env });
let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
const status = await new Promise<number>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
if (status !== 0) printLogTails();
await stopCluster();
process.exit(status);
