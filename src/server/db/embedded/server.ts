import fs from 'node:fs';
import { spawn } from 'node:child_process';
import { binPath, findBinaries, reachableBinaries, type Binaries } from './binaries';
import { clusterPaths, ensureCluster, readOrCreatePassword, type ClusterPaths } from './cluster';
import { EmbeddedPostgresError } from './errors';
import { isPostmasterOf, readPostmasterPid, sleep, waitForPidFileGone } from './postmaster';
import { serverUser, type RunAs } from './system-user';
import { choosePort } from './ports';

export const EMBEDDED_DATABASE = 'corner_store';

export type EmbeddedServer = {
  /** postgres://postgres:…@127.0.0.1:PORT/ — append a database name. */
  serverUrl: string;
  /** The app's database on it: through the server's unix socket when there is one (decision 041), else TCP. */
  url: string;
  /** The unix socket's directory the app connects through, or null (TCP on 127.0.0.1). */
  socketDir: string | null;
  port: number;
  /** Whether this call started the server (false: it was already running and is reused). */
  started: boolean;
  created: boolean;
  paths: ClusterPaths;
};

const START_TIMEOUT_MS = 60_000;

/**
 * The embedded PostgreSQL server of DATA_DIR, running: reused when a live postmaster of this
 * directory is there (another process started it, or the app was killed and it kept running),
 * started otherwise. Several processes may call this at once: one wins PostgreSQL's own lock
 * (postmaster.pid) and the others reuse its server.
 */
export type EmbeddedOptions = {
  /** Extra server settings for this start (`-c name=value`), e.g. fsync=off for throwaway test data. */
  settings?: Record<string, string>;
};

export async function ensureEmbeddedServer(dataDir: string, options: EmbeddedOptions = {}): Promise<EmbeddedServer> {
  const paths = clusterPaths(dataDir);
  const runAs = serverUser();
  const binaries = reachableBinaries(findBinaries(), runAs);
  const created = (await ensureCluster(paths, binaries, runAs)) === 'created';
  const password = readOrCreatePassword(paths);
  const { port, started } = await runningServer(paths, binaries, runAs, options.settings ?? {});
  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/`;
  await ensureDatabase(`${serverUrl}postgres`, EMBEDDED_DATABASE);
  const socketDir = reachableSocketDir(paths, port);
  const url = socketDir
    ? `postgres://postgres:${encodeURIComponent(password)}@localhost:${port}/${EMBEDDED_DATABASE}?host=${encodeURIComponent(socketDir)}`
    : `${serverUrl}${EMBEDDED_DATABASE}`;
  return { serverUrl, url, socketDir, port, started, created, paths };
}

/**
 * The longest socket path every platform takes (sun_path is 108 bytes on Linux, 104 on macOS,
 * with the terminating NUL).
 */
const MAX_SOCKET_PATH = 103;

/**
 * Where the server's unix socket is, when this process can use it: the server makes it in its own
 * cluster directory (mode 0700, only the server's user and root get in; decision 041). Null when the
 * path is too long for a socket address, or the running server has none (an older start): TCP then.
 */
function reachableSocketDir(paths: ClusterPaths, port: number): string | null {
  const socket = `${paths.clusterDir}/.s.PGSQL.${port}`;
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) return null;
  try {
    return fs.statSync(socket).isSocket() ? paths.clusterDir : null;
  } catch {
    return null;
  }
}

/**
 * The socket directory the postmaster is told: its working directory is its cluster directory, so on
 * Linux `/proc/self/cwd` names it in a few bytes however deep DATA_DIR is (and whether or not the
 * server's user could walk the path to it); elsewhere the path itself, when short enough.
 */
function serverSocketDir(paths: ClusterPaths, port: number): string {
  if (process.platform === 'linux') return '/proc/self/cwd';
  return Buffer.byteLength(`${paths.clusterDir}/.s.PGSQL.${port}`) <= MAX_SOCKET_PATH ? paths.clusterDir : '';
}

async function runningServer(paths: ClusterPaths, binaries: Binaries, runAs: RunAs, settings: Record<string, string>): Promise<{ port: number; started: boolean }> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let portTaken = false;
  while (Date.now() < deadline) {
    const current = readPostmasterPid(paths.clusterDir);
    if (current && isPostmasterOf(current.pid, paths.clusterDir)) {
      if (current.status === 'ready') return { port: current.port, started: false };
      if (current.status === 'stopping') await waitForPidFileGone(paths.clusterDir, deadline - Date.now());
      else await sleep(20); // starting, or recovering after a crash
      continue;
    }
    if (current && isAliveOther(current.pid)) {
      // The PID in a stale lock now belongs to an unrelated process: PostgreSQL would refuse to start.
      fs.rmSync(`${paths.clusterDir}/postmaster.pid`, { force: true });
      // Its socket's lock file names the same PID and would stop the start the same way.
      for (const name of fs.readdirSync(paths.clusterDir)) {
        if (/^\.s\.PGSQL\.\d+\.lock$/.test(name)) fs.rmSync(`${paths.clusterDir}/${name}`, { force: true });
      }
    }
    const port = await choosePort(paths, portTaken);
    const outcome = await startPostmaster(paths, binaries, runAs, port, deadline, settings);
    if (outcome === 'ready') return { port, started: true };
    portTaken = outcome === 'port-taken';
    // 'lost-race': another process started it meanwhile; the loop reuses it.
  }
  throw new EmbeddedPostgresError(`The embedded PostgreSQL server did not start within ${START_TIMEOUT_MS / 1000} s; see ${paths.logFile}.`);
}

function isAliveOther(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Spawn the postmaster detached (its own session: a Ctrl+C in the terminal reaches the app, which
 * then stops the server in order), logging to DATA_DIR/postgres.log, and wait until postmaster.pid
 * says 'ready'. As root it runs as the unprivileged user; its working directory is entered before
 * the switch, so a closed directory on the way to DATA_DIR (a 0700 home) does not stop it.
 */
async function startPostmaster(paths: ClusterPaths, binaries: Binaries, runAs: RunAs, port: number, deadline: number, settings: Record<string, string>) {
  const logStart = fileSize(paths.logFile);
  const log = fs.openSync(paths.logFile, 'a', 0o600);
  const args = ['-D', runAs && process.platform === 'linux' ? '/proc/self/cwd' : paths.clusterDir, '-p', String(port), '-c', `dynamic_shared_memory_type=${sharedMemoryType()}`,
    '-c', `unix_socket_directories=${serverSocketDir(paths, port)}`, '-c', 'unix_socket_permissions=0700'];
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  const child = spawn(binPath(binaries, 'postgres'), args, {
    cwd: paths.clusterDir,
    detached: true,
    stdio: ['ignore', log, log],
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' },
    ...(runAs ?? {}),
  });
  fs.closeSync(log);
  let exited = false;
  child.once('exit', () => (exited = true));
  child.once('error', () => (exited = true));
  try {
    while (Date.now() < deadline) {
      const current = readPostmasterPid(paths.clusterDir);
      if (current?.pid === child.pid && current?.status === 'ready') return 'ready';
      if (exited) {
        const output = readLogFrom(paths.logFile, logStart);
        if (/could not bind|Address already in use/i.test(output)) return 'port-taken';
        if (/lock file .* already exists/i.test(output)) return 'lost-race';
        throw new EmbeddedPostgresError(`The embedded PostgreSQL server did not start:\n${output.trim().split('\n').slice(-8).join('\n')}`);
      }
      await sleep(10);
    }
    return 'timeout';
  } finally {
    child.unref();
  }
}

/** A small /dev/shm (64 MB in Docker) makes parallel queries fail with posix shared memory. */
function sharedMemoryType(): 'posix' | 'mmap' {
  if (process.platform !== 'linux') return 'posix';
  try {
    const stats = fs.statfsSync('/dev/shm');
    return stats.blocks * stats.bsize >= 512 * 1024 * 1024 ? 'posix' : 'mmap';
  } catch {
    return 'mmap';
  }
}

function fileSize(file: string) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

function readLogFrom(file: string, offset: number) {
  try {
    const buffer = fs.readFileSync(file);
    return buffer.subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

async function ensureDatabase(adminUrl: string, name: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl, application_name: `corner-store-setup:${process.pid}` });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database ${name}`).catch((error: { code?: string }) => {
        // Created meanwhile by another process: 42P04 when it had committed, 23505 (pg_database's unique
        // name index) when both inserts raced; the database exists either way.
        if (error.code !== '42P04' && error.code !== '23505') throw error;
      });
    }
  } finally {
    await client.end();
  }
}

/**
 * Stop the server of DATA_DIR (fast shutdown: open transactions roll back, everything committed is
 * kept) and wait until postmaster.pid is gone.
 */
export async function stopEmbeddedServer(dataDir: string, timeoutMs = 30_000): Promise<boolean> {
  const { clusterDir } = clusterPaths(dataDir);
  const current = readPostmasterPid(clusterDir);
  if (!current || !isPostmasterOf(current.pid, clusterDir)) return true;
  try {
    process.kill(current.pid, 'SIGINT');
  } catch {
    return true;
  }
  return waitForPidFileGone(clusterDir, timeoutMs);
}
