import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from '../db/client';

/**
 * Drain on SIGTERM (decision 053), from outside: the real server (src/server/main.ts under tsx) on a
 * real database, SHUTDOWN_DELAY_SECONDS=1. After SIGTERM readiness answers 503 draining at once while
 * requests are still served; then the port closes and the process exits 0.
 */
let database: Database;
let dataDir: string;
let child: ChildProcess | null = null;
let port = 0;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: found } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return found;
}

async function get(pathname: string): Promise<{ status: number; body: unknown } | 'refused'> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${pathname}`, { signal: AbortSignal.timeout(2_000) });
    return { status: response.status, body: await response.json() };
  } catch {
    return 'refused';
  }
}

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-drain-'));
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, DATA_DIR: dataDir,
      AUTH_SECRET: 'drain-test-secret-drain-test-secret-123', SHUTDOWN_DELAY_SECONDS: '1', WEB_CONCURRENCY: '1', SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await get('/api/health/ready');
    if (ready !== 'refused' && ready.status === 200) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGTERM drains the instance', () => {
  it('says not ready at once, keeps serving for SHUTDOWN_DELAY_SECONDS, then closes and exits 0', async () => {
    expect(await get('/api/health/ready')).toEqual({ status: 200, body: { ready: true } });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
    const signalledAt = Date.now();
    child!.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await get('/api/health/ready')).toEqual({ status: 503, body: { ready: false, reason: 'draining' } });
    const live = await get('/api/health');
    expect(live !== 'refused' && live.status).toBe(200); // still serving requests while the balancer notices
    expect(await exited).toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(1_000);
    expect(await get('/api/health')).toBe('refused');
  }, 30_000);
});
