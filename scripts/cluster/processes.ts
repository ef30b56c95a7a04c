// Starting, finding and stopping the cluster's processes: detached, logging to tmp/cluster/logs,
// each known by a pid file, so cluster:down (another process) can stop exactly what cluster:up started.
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbUser, paths } from './layout';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const isRoot = () => os.userInfo().uid === 0;

/** The environment pg_autoctl needs to keep its files (config, state, pid, sockets) inside tmp/cluster. */
export function autoctlEnv(): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: paths.home,
    XDG_CONFIG_HOME: path.join(paths.home, 'config'),
    XDG_DATA_HOME: path.join(paths.home, 'share'),
    XDG_RUNTIME_DIR: path.join(paths.home, 'runtime'),
    PG_REGRESS_SOCK_DIR: paths.sockets, // unix sockets here, not in /var/run/postgresql (the system server's)
    PGHOST: paths.sockets,
  };
}

/** argv that runs `command` as the database user (directly when we are not root). */
export function asDbUser(command: string[]): string[] {
  if (!isRoot()) return command;
  const env = Object.entries(autoctlEnv()).map(([k, v]) => `${k}=${v}`);
  return ['runuser', '-u', dbUser, '--', 'env', ...env, ...command];
}

/** Run to completion; throws with the output when it fails. */
export function run(argv: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; allowFailure?: boolean } = {}): string {
  const result = spawnSync(argv[0]!, argv.slice(1), { env: options.env ?? { ...process.env, ...autoctlEnv() }, cwd: options.cwd, encoding: 'utf8' });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0 && !options.allowFailure) throw new Error(`${argv.join(' ')} failed (${result.status ?? result.signal}):\n${output.trim().split('\n').slice(-15).join('\n')}`);
  return output;
}

/** Start a long-running process detached from us (it outlives cluster:up), logging to logs/<name>.log. */
export function startDetached(name: string, argv: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string; pidFile?: string } = {}): number {
  fs.mkdirSync(paths.logs, { recursive: true });
  const log = fs.openSync(path.join(paths.logs, `${name}.log`), 'a');
  const spawnOptions: SpawnOptions = { env: options.env ?? { ...process.env, ...autoctlEnv() }, cwd: options.cwd, detached: true, stdio: ['ignore', log, log] };
  const child = spawn(argv[0]!, argv.slice(1), spawnOptions);
  child.unref();
  fs.closeSync(log);
  if (!child.pid) throw new Error(`could not start ${name}`);
  if (options.pidFile) fs.writeFileSync(options.pidFile, String(child.pid));
  return child.pid;
}

export function isAlive(pid: number | null): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function readPid(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, 'utf8').trim().split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Signal the process of a pid file and wait until it is gone (SIGKILL after `graceMs`). */
export async function stopPid(file: string, signal: NodeJS.Signals = 'SIGTERM', graceMs = 20_000): Promise<boolean> {
  const pid = readPid(file);
  if (!isAlive(pid)) {
    fs.rmSync(file, { force: true });
    return false;
  }
  process.kill(pid!, signal);
  const deadline = Date.now() + graceMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(50);
  if (isAlive(pid)) process.kill(pid!, 'SIGKILL');
  while (isAlive(pid)) await sleep(20);
  fs.rmSync(file, { force: true });
  return true;
}

/** Wait until `check` says yes; throws after `ms` with `what`. */
export async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms: number, stepMs = 100): Promise<number> {
  const began = Date.now();
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return Date.now() - began;
    if (Date.now() - began > ms) throw new Error(`timed out after ${Math.round(ms / 1000)} s waiting for ${what}`);
    await sleep(stepMs);
  }
}

/** An HTTP GET's status, or 0 when nothing answered. */
export async function statusOf(url: string, timeoutMs = 1_000): Promise<number> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** Whether something accepts TCP connections on 127.0.0.1:port (a port we must not take). */
export async function isPortTaken(port: number): Promise<boolean> {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
