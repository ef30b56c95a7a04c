// The cluster's PostgreSQL: a pg_auto_failover monitor and two nodes (a primary and a synchronous
// standby), all from Debian's PostgreSQL 15 binaries, run by `pg_autoctl run` as the database user.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { databaseName, dbUser, monitorUrl, nodes, paths, pgBin, ports, type NodeName } from './layout';
import { asDbUser, isAlive, isRoot, readPid, run, sleep, startDetached, waitFor } from './processes';

const pgCtl = path.join(pgBin, 'pg_ctl');

/**
 * The monitor decides a failover. Its defaults wait about 30 s before calling a primary dead
 * (health check every 5 s, 2 retries, 20 s unhealthy timeout) and then 30 s more for the old
 * primary to demote itself; these make it about 6 s + 10 s, which leaves the ≤ 30 s write outage
 * target room for the promotion and the apps' reconnect.
 */
const MONITOR_SETTINGS: Record<string, number> = {
  'pgautofailover.health_check_period': 1000,
  'pgautofailover.health_check_timeout': 1000,
  'pgautofailover.health_check_max_retries': 1,
  'pgautofailover.health_check_retry_delay': 500,
  'pgautofailover.node_considered_unhealthy_timeout': 5000,
  'pgautofailover.primary_demote_timeout': 10000,
};

export type NodeState = { name: string; port: number; reported: string; assigned: string; isHealthy: boolean };

/** The database user's own directories (PostgreSQL refuses to run as root). */
export function prepareDirectories(): void {
  for (const dir of [paths.root, paths.home, paths.sockets, paths.run, paths.logs, path.join(paths.home, 'runtime')]) fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!isRoot()) return;
  run(['sh', '-c', `id -u ${dbUser} >/dev/null 2>&1 || useradd --system --no-create-home --shell /usr/sbin/nologin ${dbUser}`]);
  // The user must be able to reach the cluster's directory (layout.ts picks one it can: reachable-dir.ts).
  for (const dir of [paths.root, paths.home, paths.sockets, paths.logs, path.join(paths.home, 'runtime')]) run(['chown', '-R', dbUser, dir]);
}

function autoctl(args: string[]): string {
  return run(asDbUser(['pg_autoctl', ...args]));
}

/** Create the monitor once, tune it, and run it (pg_autoctl run supervises its PostgreSQL). */
export async function startMonitor(): Promise<void> {
  if (!fs.existsSync(path.join(paths.monitorData, 'PG_VERSION'))) {
    autoctl(['create', 'monitor', '--pgdata', paths.monitorData, '--pgport', String(ports.monitor), '--hostname', '127.0.0.1', '--auth', 'trust', '--no-ssl', '--pgctl', pgCtl]);
    autoctl(['config', 'set', '--pgdata', paths.monitorData, 'postgresql.listen_addresses', '127.0.0.1']);
  }
  runSupervisor('monitor', paths.monitorData);
  await waitFor('the monitor', () => canConnect(monitorUrl), 60_000, 250);
  // As the database user (its superuser) through the unix socket: autoctl_node may not change settings.
  const client = new pg.Client({ host: paths.sockets, port: ports.monitor, user: dbUser, database: 'pg_auto_failover' });
  await client.connect();
  try {
    for (const [name, value] of Object.entries(MONITOR_SETTINGS)) await client.query(`alter system set ${name} = ${value}`);
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
}

/**
 * A node's pg_autoctl gives up on a monitor it cannot reach after this many seconds and demotes
 * itself when no standby sees it either (so a cut-off primary stops taking writes); the monitor
 * waits MONITOR_SETTINGS' primary_demote_timeout (longer) before promoting the standby.
 */
const NETWORK_PARTITION_TIMEOUT_S = 5;

/** Create a node once (the first becomes the primary, the second a standby copied from it) and run it. */
export async function startNode(name: NodeName): Promise<void> {
  const node = nodes.find((n) => n.name === name)!;
  const pgdata = paths.nodeData(name);
  if (!fs.existsSync(configFileOf(pgdata))) {
    autoctl([
      'create', 'postgres', '--pgdata', pgdata, '--pgport', String(node.port), '--listen', '127.0.0.1', '--hostname', '127.0.0.1',
      '--name', name, '--dbname', databaseName, '--monitor', monitorUrl, '--auth', 'trust', '--no-ssl', '--pgctl', pgCtl,
    ]);
    autoctl(['config', 'set', '--pgdata', pgdata, 'timeout.network_partition_timeout', String(NETWORK_PARTITION_TIMEOUT_S)]);
  }
  runSupervisor(name, pgdata);
}

function configFileOf(pgdata: string): string {
  return path.join(paths.home, 'config', 'pg_autoctl', pgdata, 'pg_autoctl.cfg');
}
const supervisorPidFile = (name: string) => path.join(paths.run, `${name}.autoctl.pid`);

function runSupervisor(name: string, pgdata: string): void {
  if (isAlive(readPid(supervisorPidFile(name)))) return;
  startDetached(name, asDbUser(['pg_autoctl', 'run', '--pgdata', pgdata]), { pidFile: supervisorPidFile(name) });
}

/** The formation as the monitor sees it. */
export async function nodeStates(): Promise<NodeState[]> {
  const client = new pg.Client({ connectionString: monitorUrl, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ nodename: string; nodeport: number; reportedstate: string; goalstate: string; health: number }>(
      'select nodename, nodeport, reportedstate, goalstate, health from pgautofailover.node order by nodeid',
    );
    return rows.map((r) => ({ name: r.nodename, port: r.nodeport, reported: r.reportedstate, assigned: r.goalstate, isHealthy: r.health === 1 }));
  } finally {
    await client.end();
  }
}

/** The node that is the primary and in sync with a standby ('primary'), or alone and writable ('wait_primary' / 'single'). */
export async function primaryNode(): Promise<NodeState | null> {
  const states = await nodeStates();
  return states.find((s) => ['primary', 'wait_primary', 'single'].includes(s.reported) && s.reported === s.assigned) ?? null;
}

/** Wait until one node is primary and the other a streaming standby (both states reached). */
export async function waitForPair(ms: number): Promise<{ primary: string; standby: string }> {
  let pair: { primary: string; standby: string } | null = null;
  await waitFor('a primary and its synchronous standby', async () => {
    const states = await nodeStates();
    const primary = states.find((s) => s.reported === 'primary' && s.assigned === 'primary');
    const standby = states.find((s) => s.reported === 'secondary' && s.assigned === 'secondary');
    pair = primary && standby ? { primary: primary.name, standby: standby.name } : null;
    return pair !== null;
  }, ms, 500);
  return pair!;
}

/** The pids of a node's pg_autoctl processes and its postmaster (to kill the "machine"). */
export function processesOfNode(name: NodeName): { autoctl: number[]; postmaster: number | null } {
  const pgdata = paths.nodeData(name);
  const autoctl: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const args = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (args[0]?.startsWith('pg_autoctl') && args.includes(pgdata)) autoctl.push(Number(entry));
      else if (args[0] === 'pg_autoctl: node active' || args[0] === 'pg_autoctl: start/stop postgres') {
        // children of a supervisor re-title themselves; they are found through their parent below
        const parent = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
        const parentArgs = fs.readFileSync(`/proc/${parent}/cmdline`, 'utf8').split('\0');
        if (parentArgs.includes(pgdata)) autoctl.push(Number(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  const postmaster = readPid(path.join(pgdata, 'postmaster.pid'));
  return { autoctl, postmaster: isAlive(postmaster) ? postmaster : null };
}

/** The "machine" of a node dies: kill -9 its pg_autoctl processes, then its postmaster. */
export function killNode(name: NodeName): { postmaster: number | null } {
  const { autoctl, postmaster } = processesOfNode(name);
  for (const pid of autoctl) safeKill(pid);
  if (postmaster) safeKill(postmaster);
  return { postmaster };
}

function safeKill(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Bring a killed node back: pg_autoctl run rejoins it (pg_rewind) as the standby of the new primary. */
export async function restartNode(name: NodeName): Promise<void> {
  const pgdata = paths.nodeData(name);
  await waitFor(`${name}'s old postmaster to exit`, () => !isAlive(readPid(path.join(pgdata, 'postmaster.pid'))) || !fs.existsSync(path.join(pgdata, 'postmaster.pid')), 30_000);
  runSupervisor(name, pgdata);
}

/** Stop the nodes, then the monitor (pg_autoctl stop: a fast shutdown of each PostgreSQL). */
export async function stopDatabase(): Promise<void> {
  for (const { name } of [...nodes, { name: 'monitor' }]) {
    const pgdata = name === 'monitor' ? paths.monitorData : paths.nodeData(name);
    const pidFile = supervisorPidFile(name);
    if (!isAlive(readPid(pidFile))) continue;
    run(asDbUser(['pg_autoctl', 'stop', '--pgdata', pgdata]), { allowFailure: true });
    const pid = readPid(pidFile);
    const deadline = Date.now() + 30_000;
    while (isAlive(pid) && Date.now() < deadline) await sleep(100);
    if (isAlive(pid)) process.kill(pid!, 'SIGKILL');
    fs.rmSync(pidFile, { force: true });
  }
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
