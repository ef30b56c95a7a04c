// The app under test: the built server (dist/server/main.js) as a child process that the crash
// suite starts, kills with SIGKILL and starts again, timing each start to its first /api/health.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { clusterPaths } from '../../src/server/db/embedded/cluster';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

export type AppSettings = {
  repoRoot: string;
  port: number;
  dataDir: string;
  /** '' for the embedded server of dataDir. */
  databaseUrl: string;
};

/** How the database was found by a start: the app log's words for the embedded server; 'external' with DATABASE_URL. */
export type DatabaseAtStart = 'created' | 'started' | 'reused' | 'external' | 'unknown';
/** readyMs: spawn to the first 200 of /api/health, measured here; selfReportedMs: the app's own 'ready in' (process start to listening). */
export type AppStart = { readyMs: number; selfReportedMs: number | null; database: DatabaseAtStart };

const READY_TIMEOUT_MS = 90_000;
const LOG_KEEP_CHARS = 200_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class AppProcess {
  private child: ChildProcess | null = null;
  private log = '';

  constructor(private readonly settings: AppSettings) {}

  get origin() {
    return `http://127.0.0.1:${this.settings.port}`;
  }

  get pid() {
    return this.child?.pid ?? null;
  }

  /** The environment of the app and of the CLI commands run beside it (check:ledger). */
  env(): NodeJS.ProcessEnv {
    return {
      ...process.env,
      PORT: String(this.settings.port),
      HOST: '127.0.0.1',
      APP_URL: this.origin,
      DATA_DIR: this.settings.dataDir,
      DATABASE_URL: this.settings.databaseUrl,
      SMTP_URL: '',
      AUTH_IP_RATE_LIMIT: 'off',
      WEB_CONCURRENCY: '1',
      LOG_REQUESTS: 'false',
    };
  }

  /** Spawn the server and wait for its first 200 from /api/health. */
  async start(): Promise<AppStart> {
    if (this.child) throw new Error('the app is already running');
    const began = performance.now();
    const logFrom = this.log.length;
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], { cwd: this.settings.repoRoot, env: this.env(), stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const append = (chunk: Buffer) => {
      this.log = (this.log + chunk.toString()).slice(-LOG_KEEP_CHARS);
    };
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    while (performance.now() - began < READY_TIMEOUT_MS) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the app exited while starting:\n${this.tail()}`);
      if (await this.isHealthy()) {
        const readyMs = performance.now() - began;
        const selfReported = /ready in (\d+) ms/.exec(this.log.slice(logFrom))?.[1];
        return { readyMs, selfReportedMs: selfReported ? Number(selfReported) : null, database: this.databaseAtStart(logFrom) };
      }
      await sleep(10);
    }
    throw new Error(`the app did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s:\n${this.tail()}`);
  }

  async isHealthy(): Promise<boolean> {
    try {
      const response = await fetch(`${this.origin}/api/health`, { signal: AbortSignal.timeout(1_000) });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  }

  /** kill -9: no handler runs; the embedded PostgreSQL server is left running (reparented). */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child) throw new Error('the app is not running');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  /** SIGTERM: the app drains, closes its pool and stops the embedded server. Returns the exit code. */
  async stop(timeoutMs = 60_000): Promise<{ code: number | null; signal: string | null; ms: number }> {
    const child = this.child;
    if (!child) throw new Error('the app is not running');
    const began = performance.now();
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const result = await exited;
    clearTimeout(timer);
    this.child = null;
    return { ...result, ms: performance.now() - began };
  }

  tail(lines = 30): string {
    return this.log.trimEnd().split('\n').slice(-lines).join('\n');
  }

  private databaseAtStart(logFrom: number): DatabaseAtStart {
    if (this.settings.databaseUrl) return 'external';
    const match = /embedded PostgreSQL on .* \((created|started|already running, reused)\)/.exec(this.log.slice(logFrom));
    if (!match) return 'unknown';
    return match[1] === 'already running, reused' ? 'reused' : (match[1] as 'created' | 'started');
  }
}

/**
 * PIDs of the processes of the embedded server of dataDir (postmaster and backends): on Linux they
 * work in the cluster directory, so /proc/<pid>/cwd names it.
 */
export function postgresProcessesOf(dataDir: string): number[] {
  const clusterDir = clusterPaths(dataDir).clusterDir;
  let real: string;
  try {
    real = fs.realpathSync(clusterDir);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (fs.readlinkSync(`/proc/${name}/cwd`) === real) pids.push(Number(name));
    } catch {
      // gone meanwhile, or not ours to look at
    }
  }
  return pids;
}

/** Wait up to timeoutMs for the embedded server's processes to go; returns those left. */
export async function waitForNoPostgres(dataDir: string, timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const left = postgresProcessesOf(dataDir);
    if (left.length === 0 || Date.now() > deadline) return left;
    await sleep(50);
  }
}
