// CPU time of the processes under test, from /proc (Linux): the app's Node process(es) and every
// process of a PostgreSQL server (the postmaster, its live children, and what its exited children used).
import fs from 'node:fs';
import os from 'node:os';
import pg from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

type Times = { self: number; children: number };

function times(pid: number): Times | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime = 14, stime = 15, cutime = 16, cstime = 17
    const at = (n: number) => Number(fields[n - 3]);
    return { self: (at(14) + at(15)) / TICKS_PER_SECOND, children: (at(16) + at(17)) / TICKS_PER_SECOND };
  } catch {
    return null;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** One process's own CPU seconds (not its children's: the app's child is its embedded PostgreSQL server). */
export function ownCpuSeconds(pid: number): number {
  return times(pid)?.self ?? 0;
}

/** A process and all its descendants, live ones counted directly and exited ones through cutime/cstime. */
export function treeCpuSeconds(pid: number): number {
  const own = times(pid);
  if (!own) return 0;
  return own.self + own.children + childrenOf(pid).reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}

const postmasters = new Map<string, number>();

/** The postmaster of the server behind url (found once: the parent of its checkpointer). */
async function postmasterPid(serverUrl: string): Promise<number> {
  const known = postmasters.get(serverUrl);
  if (known && times(known)) return known;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_stat_activity where backend_type = 'checkpointer'");
    const stat = fs.readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    postmasters.set(serverUrl, ppid);
    return ppid;
  } finally {
    await client.end();
  }
}

export async function pgCpuSeconds(serverUrl: string): Promise<number> {
  return treeCpuSeconds(await postmasterPid(serverUrl));
}

export const cores = () => os.cpus().length;
