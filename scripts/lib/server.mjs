// Start the real built server on a fresh data directory for a measurement, and stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

/**
 * Start the built server (or `command`, e.g. ['npm', 'start']) in its own process group, and wait until
 * /api/health answers (and `ready(origin)` says yes, when given). stop() sends SIGTERM to the group.
 */
export async function startServer({ port = 3200, dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-measure-')), env = {}, command = [process.execPath, ...SERVER_NODE_FLAGS, 'dist/server/main.js'], ready } = {}) {
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    env: { ...process.env, PORT: String(port), APP_URL: `http://localhost:${port}`, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', AUTH_IP_RATE_LIMIT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const origin = `http://localhost:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      const r = await fetch(`${origin}/api/health`);
      if (r.ok && (!ready || (await ready(origin)))) break;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const readyMs = performance.now() - started;
  return {
    origin,
    dataDir,
    readyMs,
    log: () => log,
    /** The app's own process: the node process running the server, the child or under `npm start`'s shell. */
    appPid: () => {
      const childrenOf = (pid) => {
        try {
          return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
        } catch {
          return [];
        }
      };
      const isServer = (pid) => {
        try {
          const isNode = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'node';
          return isNode && /scripts\/start\.mjs|dist\/server\/main\.js/.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
        } catch {
          return false;
        }
      };
      const queue = [child.pid];
      while (queue.length) {
        const pid = queue.shift();
        if (isServer(pid)) return pid;
        queue.push(...childrenOf(pid));
      }
      return child.pid;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** Sign up an owner through the API, finish setup, and return the session cookie. */
export async function createOwnerSession(origin) {
  const email = `measure-${Date.now()}@example.com`;
  const password = 'Counter-Shop9';
  const headers = { 'content-type': 'application/json', origin };
  const signup = await fetch(`${origin}/api/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ firstName: 'Mia', lastName: 'Measure', email, password, storeName: 'Measure Mart', storeStreet: '1 Main St', storeCity: 'Springfield', storeState: 'IL', storeZip: '62701', storePhone: '+15550100000', timezone: 'UTC' }),
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const signin = await fetch(`${origin}/api/auth/sign-in/email`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  const cookie = signin.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const setup = await fetch(`${origin}/api/stores/setup`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ name: 'Measure Mart', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+15550100000', timezone: 'UTC' }),
  });
  if (setup.status !== 201) throw new Error(`setup ${setup.status}`);
  return { cookie, email, password };
}
