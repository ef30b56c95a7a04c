import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/** What postmaster.pid says (PostgreSQL writes it at start and updates its status line). */
export type PostmasterPid = { pid: number; port: number; status: string };

export function readPostmasterPid(clusterDir: string): PostmasterPid | null {
  let text: string;
  try {
    text = fs.readFileSync(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  return { pid, port: Number(lines[3]), status: (lines[7] ?? '').trim() };
}

/**
 * Whether `pid` is a live postmaster serving this very directory. A zombie still answers
 * kill(pid, 0), and a PID can be reused by an unrelated process after a crash, so the process
 * itself is looked at: on Linux its state and working directory (the postmaster works in its data
 * directory); elsewhere its command name.
 */
export function isPostmasterOf(pid: number, clusterDir: string): boolean {
  if (!isAlive(pid)) return false;
  if (process.platform === 'linux') {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
      if (state === 'Z' || state === 'X') return false;
      return fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(clusterDir);
    } catch {
      return false;
    }
  }
  const ps = spawnSync('ps', ['-o', 'stat=,comm=', '-p', String(pid)], { encoding: 'utf8' });
  const [state = '', command = ''] = ps.stdout.trim().split(/\s+/);
  return ps.status === 0 && !state.startsWith('Z') && command.endsWith('postgres');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wait until postmaster.pid is gone: the server has stopped (not just its PID). */
export async function waitForPidFileGone(clusterDir: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const current = readPostmasterPid(clusterDir);
    if (!current) return true;
    if (!isPostmasterOf(current.pid, clusterDir)) return true; // died without removing it
    await sleep(20);
  }
  return false;
}
