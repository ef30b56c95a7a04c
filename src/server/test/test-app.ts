import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { vi } from 'vitest';
import { loadConfig, type Config } from '../config/config';
import { createApp } from '../app';
import { createAuth } from '../auth/auth';
import type { AppDeps } from '../http/types';
import { createMailer, type Mailer } from '../mail/mailer';
import type { MailMessage } from '../mail/mail-message';
import { adminUsers, emailOutbox, userRoles, users } from '../db/schema/index';
import { openTestDatabase } from './test-database';
import type { Database } from '../db/client';
import { createLocalStorage } from '../storage/storage';
import { RealtimeHub } from '../realtime/hub';
import type { ReadReplica } from '../db/read-replica';
import { checkAnswers } from './document-check';

export const TEST_ORIGIN = 'http://localhost:3999';

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app on a fresh database, with mail kept in memory (and in the outbox table). */
export type TestAppOptions = {
  /** A database of the test's own (e.g. a replica pair's primary) instead of a fresh copy of the template. */
  database?: Database;
  /** DATABASE_READ_URL's reads (decision 061), made over the app's primary. */
  readReplica?: (db: Database['db']) => ReadReplica;
  /** A built client (dist/client) the app serves, as in production. */
  clientDir?: string;
};

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const database: Database = options.database ?? (await openTestDatabase());
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-123',
    AUTH_IP_RATE_LIMIT: 'off',
    ...env,
  });
  const sent: MailMessage[] = [];
  const sending = new Set<Promise<unknown>>();
  // With SMTP_URL the real mailer talks to a real SMTP server; otherwise mail is kept here too.
  const mailer: Mailer = config.SMTP_URL
    ? createMailer({ db: database.db, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM })
    : {
        mode: 'outbox',
        send(message) {
          sent.push(message);
          const stored = database.db.insert(emailOutbox).values({ ...message, status: 'stored' }).then(() => undefined);
          sending.add(stored);
          void stored.finally(() => sending.delete(stored)).catch(() => undefined);
          return stored;
        },
      };
  const auth = createAuth({ db: database.db, config, mailer });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-files-'));
  const storage = createLocalStorage(filesDir);
  const realtime = new RealtimeHub({ db: database.db, sessionCheckMs: config.SSE_SESSION_CHECK_SECONDS * 1000 });
  const readReplica = options.readReplica?.(database.db);
  const deps: AppDeps = { db: database.db, databaseKind: database.kind, config, auth, mailer, storage, realtime, ...(readReplica ? { readReplica } : {}) };
  // Every answer a test receives is checked against the API document (decision 078).
  const app = checkAnswers(createApp(deps, options.clientDir ? { clientDir: options.clientDir } : {}));

  /** Call the app as a browser on our origin would. */
  async function request(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    return app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
  }

  /** Wait until every mail sent so far (sendLater does not wait) is in the outbox table: a snapshot of the tables then sees all of it. */
  const mailSettled = async () => {
    while (sending.size > 0) await Promise.allSettled([...sending]);
  };

  /** The first mail that matches, waiting for it: reset and confirmation mails are sent after the answer (sendLater). */
  const waitForMail = (matches: (mail: MailMessage) => boolean, timeout = 10_000) =>
    vi.waitFor(() => sent.find(matches) ?? Promise.reject(new Error(`no matching mail yet (${sent.length} sent)`)), { timeout, interval: 20 });

  const close = async () => {
    await realtime.close();
    await database.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  };
  return { app, deps, db: database.db, url: database.url, sent, request, mailSettled, waitForMail, close };
}

/** Cookie header value from a Set-Cookie response. */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

export const STRONG_PASSWORD = 'Counter-Shop9';

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}${counter}-${Date.now()}@example.com`;
}

export async function signIn(t: TestApp, email: string, password = STRONG_PASSWORD): Promise<string> {
  const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookieFrom(response);
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: uniqueEmail('owner'),
    password: STRONG_PASSWORD,
    storeName: 'Rosa Market',
    storeStreet: '12 Main St',
    storeCity: 'Springfield',
    storeState: 'IL',
    storeZip: '62701',
    storePhone: '+12175550123',
    timezone: 'America/Chicago',
    ...overrides,
  };
}

export const setupBody = {
  name: 'Rosa Market',
  street: '12 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '+12175550123',
  timezone: 'America/Chicago',
};

/**
 * A store with a signed-in owner (past setup) and a signed-in employee — for the isolation tests
 * every feature adds.
 */
export async function createStoreWithStaff(t: TestApp, name = 'Store') {
  const body = signUpBody({ storeName: name });
  const signup = await t.request('/api/signup', { method: 'POST', json: body });
  if (signup.status !== 201) throw new Error(`signup failed: ${signup.status} ${await signup.text()}`);
  const ownerCookie = await signIn(t, body.email);
  const setup = await t.request('/api/stores/setup', { method: 'POST', json: { ...setupBody, name }, cookie: ownerCookie });
  if (setup.status !== 201) throw new Error(`setup failed: ${setup.status} ${await setup.text()}`);
  const { storeId } = (await setup.json()) as { storeId: string };

  const employeeEmail = uniqueEmail('employee');
  const created = await t.deps.auth.api.signUpEmail({
    body: { email: employeeEmail, password: STRONG_PASSWORD, name: 'Eli Employee' },
  });
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.id, created.user.id));
  await t.db.insert(userRoles).values({ userId: created.user.id, storeId, role: 'employee', isFirstLogin: false });
  const employeeCookie = await signIn(t, employeeEmail);
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
  return {
    storeId,
    owner: { id: owner!.id, email: body.email, cookie: ownerCookie },
    employee: { id: created.user.id, email: employeeEmail, cookie: employeeCookie },
  };
}

/**
 * A platform admin (a row in admin_users) without a store, signed in: the one way tests make an
 * admin. `remove()` deletes the admin row (a deleted admin whose session still exists).
 */
export async function createAdmin(t: TestApp, name = 'Ada Admin', emailPrefix = 'admin') {
  const email = uniqueEmail(emailPrefix);
  const created = await t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name } });
  await t.db.insert(adminUsers).values({ userId: created.user.id });
  const cookie = await signIn(t, email);
  return { id: created.user.id, email, cookie, remove: () => t.db.delete(adminUsers).where(eq(adminUsers.userId, created.user.id)) };
}
