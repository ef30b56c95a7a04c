import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir, DataDirLockedError } from './data-dir-lock';

const root = path.resolve(import.meta.dirname, '../../..');

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', DATABASE_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('PGlite data directory lock', () => {
  it('refuses a second server process on the same directory with a clear message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lock-'));
    const first = startServer(dataDir, 39_000 + Math.floor(Math.random() * 1000));
    try {
      await waitFor(() => first.output().includes('running at'), 45_000);
      const second = startServer(dataDir, 40_000 + Math.floor(Math.random() * 1000));
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('is in use by another Corner Store process');
      const health = await fetch(`http://127.0.0.1:${first.output().match(/localhost:(\d+)/)![1]}/api/health`);
      expect(health.status).toBe(200); // the first one is unharmed
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    expect(fs.existsSync(path.join(dataDir, 'corner-store.lock'))).toBe(false);
  }, 90_000);

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lock-'));
    fs.writeFileSync(path.join(dataDir, 'corner-store.lock'), '999999999');
    const release = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'corner-store.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('refuses while another live process holds it', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-lock-'));
    fs.writeFileSync(path.join(dataDir, 'corner-store.lock'), String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });
});
