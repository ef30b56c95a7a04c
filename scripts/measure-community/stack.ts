// Shared by the community measurements: fresh database (system PostgreSQL or the embedded default),
// app instances as real processes (dist/server/main.js), users made in-process, SSE clients over raw HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config/config';
import { openPostgres } from '../../src/server/db/client';
import { createAuth } from '../../src/server/auth/auth';
import { createMailer } from '../../src/server/mail/mailer';
import { ensureEmbeddedServer, stopEmbeddedServer } from '../../src/server/db/embedded/server';
import { userRoles, users } from '../../src/server/db/schema/index';
import { repoRoot, sleep } from '../bench/common';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

export const AUTH_SECRET = 'measure-community-secret-0123456789abcdef';
export const PASSWORD = 'Counter-Shop9';
export const HOST = '127.0.0.1';
export type Kind = 'postgres' | 'embedded';
export type Target = { kind: Kind; databaseUrl: string; dataDir: string };

export function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
}
export function kindArg(): Kind {
  return process.argv.includes('--embedded') ? 'embedded' : 'postgres';
}

/** A fresh database: MEASURE_DATABASE_URL's server (a new database cs_measure_community), or a fresh embedded DATA_DIR. */
export async function freshTarget(kind: Kind): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-measure-community-'));
  if (kind === 'embedded') return { kind, databaseUrl: '', dataDir };
  const admin = process.env.MEASURE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query('drop database if exists cs_measure_community with (force)');
  await client.query('create database cs_measure_community');
  await client.end();
  const url = new URL(admin);
  url.pathname = '/cs_measure_community';
  return { kind, databaseUrl: url.toString(), dataDir };
}

export async function dropTarget(target: Target) {
  if (target.kind === 'embedded') await stopEmbeddedServer(target.dataDir).catch(() => undefined);
  else {
    const admin = new pg.Client({ connectionString: process.env.MEASURE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
    await admin.connect();
    await admin.query('drop database if exists cs_measure_community with (force)');
    await admin.end();
  }
  fs.rmSync(target.dataDir, { recursive: true, force: true });
}

export type Instance = { origin: string; child: ChildProcess; stop: () => Promise<void> };

/** One app instance on the target's database (the second one on the embedded default reuses the first's server). */
export async function startInstance(target: Target, port: number, env: Record<string, string> = {}): Promise<Instance> {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], {
    cwd: repoRoot,
    env: {
      ...(process.env as Record<string, string>),
      NODE_ENV: 'production', PORT: String(port), HOST, APP_URL: `http://localhost:${port}`, AUTH_SECRET, AUTH_IP_RATE_LIMIT: 'off',
      SMTP_URL: '', LOG_REQUESTS: '', DATABASE_URL: target.databaseUrl, DATA_DIR: target.dataDir, ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`no /api/health within 60 s:\n${output}`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
    await sleep(100);
  }
  return {
    origin,
    child,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }),
  };
}

async function databaseUrlOf(target: Target): Promise<string> {
  return target.kind === 'postgres' ? target.databaseUrl : (await ensureEmbeddedServer(target.dataDir)).url;
}

/** An owner (signup + setup over HTTP) and `employees` more users of that store (in-process), all signed in: their cookies. */
export async function makeUsers(target: Target, instance: Instance, employees: number): Promise<string[]> {
  const headers = { 'content-type': 'application/json', origin: `http://localhost:${new URL(instance.origin).port}` };
  const email = `owner-${Date.now()}@example.com`;
  const signup = await fetch(`${instance.origin}/api/signup`, {
    method: 'POST', headers,
    body: JSON.stringify({ firstName: 'Mia', lastName: 'Measure', email, password: PASSWORD, storeName: 'Measure Market', storeStreet: '1 Main St', storeCity: 'Springfield', storeState: 'IL', storeZip: '62701', storePhone: '+12175550123', timezone: 'America/Chicago' }),
  });
  if (signup.status !== 201) throw new Error(`signup: ${signup.status} ${await signup.text()}`);
  const ownerCookie = await signIn(instance, email);
  const setup = await fetch(`${instance.origin}/api/stores/setup`, {
    method: 'POST', headers: { ...headers, cookie: ownerCookie },
    body: JSON.stringify({ name: 'Measure Market', street: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550123', timezone: 'America/Chicago' }),
  });
  if (setup.status !== 201) throw new Error(`setup: ${setup.status} ${await setup.text()}`);
  const { storeId } = (await setup.json()) as { storeId: string };
  const database = openPostgres(await databaseUrlOf(target), 2);
  const config = loadConfig({ NODE_ENV: 'production', APP_URL: headers.origin, AUTH_SECRET, DATA_DIR: target.dataDir });
  const auth = createAuth({ db: database.db, config, mailer: createMailer({ db: database.db, smtpUrl: undefined, from: config.MAIL_FROM, log: () => undefined }) });
  const cookies = [ownerCookie];
  for (let i = 0; i < employees; i++) {
    const employeeEmail = `employee-${i}-${Date.now()}@example.com`;
    const created = await auth.api.signUpEmail({ body: { email: employeeEmail, password: PASSWORD, name: `Employee ${i}` } });
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, created.user.id));
    await database.db.insert(userRoles).values({ userId: created.user.id, storeId, role: 'employee', isFirstLogin: false });
    cookies.push(await signIn(instance, employeeEmail));
  }
  await database.close();
  return cookies;
}

async function signIn(instance: Instance, email: string): Promise<string> {
  const response = await fetch(`${instance.origin}/api/auth/sign-in/email`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: `http://localhost:${new URL(instance.origin).port}` },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export type SseEvent = { id: string; event: string; data: string; at: number };
export type SseClient = { events: SseEvent[]; pings: number; ready: Promise<void>; close: () => void };

/** A live stream over a raw HTTP connection (one socket each), recording every event with its arrival time. */
export function openSseClient(origin: string, cookie: string, agent: http.Agent, onEvent?: (event: SseEvent) => void): SseClient {
  const client: SseClient = { events: [], pings: 0, ready: Promise.resolve(), close: () => undefined };
  client.ready = new Promise((resolve, reject) => {
    const request = http.get(`${origin}/api/community/events`, { agent, headers: { cookie, accept: 'text/event-stream' } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream: ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(': ping')) client.pings += 1;
          const event: SseEvent = { id: '', event: '', data: '', at };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data = line.slice(6);
          }
          if (!event.event) continue;
          if (event.event === 'ready') resolve();
          client.events.push(event);
          onEvent?.(event);
        }
      });
    });
    request.on('error', reject);
    client.close = () => request.destroy();
  });
  return client;
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}
