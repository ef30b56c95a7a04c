import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../config/config';
import { createDeps } from '../bootstrap';
import { createApp } from '../app';
import { checkAnswers } from '../test/document-check';
import { emailOutbox } from '../db/schema/index';
import type { Database } from '../db/client';
import { openTestDatabase } from '../test/test-database';
import { signUpBody, TEST_ORIGIN } from '../test/test-app';
import { startHousekeeping } from '../jobs/housekeeping';
import { DELETE_BATCH } from '../db/batched-delete';
import { deleteOldOutboxMail, OUTBOX_RETENTION_DAYS } from './outbox-retention';

/** Outbox mode (no SMTP) as the server wires it (createDeps), its log captured; and the outbox's retention. */
let database: Database;
let deps: ReturnType<typeof createDeps>;
let app: ReturnType<typeof createApp>;
let dataDir: string;
const lines: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-outbox-'));
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, AUTH_SECRET: 'outbox-secret-outbox-secret-outbox-1', AUTH_IP_RATE_LIMIT: 'off', DATA_DIR: dataDir });
  deps = createDeps(config, database, (line) => lines.push(line));
  app = checkAnswers(createApp(deps));
});
afterAll(async () => {
  await deps.realtime.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, json: unknown) =>
  app.request(`${TEST_ORIGIN}${url}`, { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, body: JSON.stringify(json) });
const days = (n: number) => n * 86_400_000;

async function mailTo(to: string, count: number) {
  for (let i = 0; i < 200; i++) {
    const rows = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    if (rows.length >= count) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`fewer than ${count} emails to ${to}`);
}

describe('outbox mode', () => {
  it('logs recipient and subject only: the body with its verification and reset links stays in email_outbox', async () => {
    const body = signUpBody();
    expect((await post('/api/signup', body)).status).toBe(201);
    expect((await post('/api/auth/request-password-reset', { email: body.email, redirectTo: '/auth/reset-password' })).status).toBe(200);
    const rows = await mailTo(body.email, 2);
    const links = rows.flatMap((row) => row.text.match(/https?:\/\/\S+/g) ?? []);
    expect(links.some((link) => link.includes('verify-email'))).toBe(true);
    expect(links.some((link) => link.includes('/auth/reset-password'))).toBe(true);
    const log = lines.join('\n');
    expect(log).not.toMatch(/https?:\/\//);
    for (const link of links) expect(log).not.toContain(new URL(link).searchParams.get('token') ?? link);
    for (const row of rows) expect(log).not.toContain(row.text.split('\n').find((l) => l.trim().length > 20)!.trim());
    const logged = lines.filter((line) => line.includes(body.email));
    expect(logged).toHaveLength(2);
    for (const row of rows) expect(logged.some((line) => line.includes(row.subject) && line.includes(row.id))).toBe(true);
  });
});

describe('outbox retention', () => {
  const insert = (tag: string, ageMs: number, status: 'stored' | 'sent' | 'failed' = 'sent') =>
    ({ to: `${tag}@retention.test`, subject: tag, text: 'body', status, createdAt: new Date(Date.now() - ageMs) });
  const left = async (tags: string[]) =>
    (await database.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(inArray(emailOutbox.subject, tags))).map((r) => r.subject).sort();

  it(`deletes rows older than ${OUTBOX_RETENTION_DAYS} days whatever their status, and keeps the recent ones`, async () => {
    const rows = [insert('old-sent', days(OUTBOX_RETENTION_DAYS + 1)), insert('old-stored', days(90), 'stored'), insert('old-failed', days(OUTBOX_RETENTION_DAYS) + 60_000, 'failed'),
      insert('recent-sent', days(OUTBOX_RETENTION_DAYS - 1)), insert('recent-stored', 0, 'stored')];
    await database.db.insert(emailOutbox).values(rows);
    expect(await deleteOldOutboxMail(database.db)).toBeGreaterThanOrEqual(3);
    expect(await left(rows.map((r) => r.subject))).toEqual(['recent-sent', 'recent-stored']);
    expect(await deleteOldOutboxMail(database.db)).toBe(0);
  });

  it('drains a backlog larger than one batch, batch by batch, and keeps the recent rows', async () => {
    const old = DELETE_BATCH * 2 + 11;
    await database.db.insert(emailOutbox).values([...Array.from({ length: old }, (_, i) => insert(`backlog-${i}`, days(OUTBOX_RETENTION_DAYS + 1) + i * 1000)), insert('backlog-recent', days(1))]);
    const started = Date.now();
    expect(await deleteOldOutboxMail(database.db, new Date(), 150)).toBe(old);
    // Three statements (two full batches and the rest), a pause after each full one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await left(['backlog-0', `backlog-${old - 1}`, 'backlog-recent'])).toEqual(['backlog-recent']);
  });

  it('runs from the housekeeping timer and logs what it deleted', async () => {
    await database.db.insert(emailOutbox).values([insert('timer-old', days(OUTBOX_RETENTION_DAYS + 5)), insert('timer-recent', days(2))]);
    const logged: string[] = [];
    const stop = startHousekeeping(database.db, { firstRunMs: 1, intervalMs: 60_000, log: (line) => logged.push(line) });
    try {
      for (let i = 0; i < 200 && !logged.some((l) => l.includes('outbox')); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      stop();
    }
    expect(logged).toContain(`[housekeeping] deleted 1 outbox emails older than ${OUTBOX_RETENTION_DAYS} days`);
    expect(await left(['timer-old', 'timer-recent'])).toEqual(['timer-recent']);
  });
});
