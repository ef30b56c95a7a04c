import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../app';
import { checkAnswers } from '../test/document-check';
import { openPostgres, type Database } from '../db/client';
import { RealtimeHub } from '../realtime/hub';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { browserRequest } from '../test/second-instance';
import { settingsCacheOf } from '../config/settings-cache';

/**
 * System settings from the outside (settings*.test.ts): two app instances (A = the test app, B = its own pool, its own
 * LISTEN connection) on one database. A setting saved through A takes effect on B at once.
 */
export let t: TestApp;
export let second: Database;
export let hubB: RealtimeHub;
export let appB: ReturnType<typeof createApp>;
export let admin: Awaited<ReturnType<typeof createAdmin>>;
export let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;

export function onB(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
  return browserRequest(appB)(path, init);
}

export const save = (json: unknown, cookie = admin.cookie) => t.request('/api/admin/settings', { method: 'PUT', cookie, json });
export const reset = () => t.request('/api/admin/settings/reset', { method: 'POST', cookie: admin.cookie, json: {} });

/** Each settings test file: the two instances for the file, the settings back at their defaults before each test. */
export function useTwoInstances(): void {
  beforeAll(async () => {
    t = await createTestApp();
    second = openPostgres(t.url, 4, t.deps.databaseKind);
    hubB = new RealtimeHub({ db: second.db, sessionCheckMs: 60_000 });
    appB = checkAnswers(createApp({ ...t.deps, db: second.db, realtime: hubB }));
    admin = await createAdmin(t);
    shop = await createStoreWithStaff(t, 'Settings Market');
    // B is up and listening before the tests (its first read opens the LISTEN connection).
    await onB('/api/config');
    for (let i = 0; i < 100 && !settingsCacheOf(second.db).isListening; i++) await new Promise((r) => setTimeout(r, 20));
  }, 60_000);
  afterAll(async () => {
    await hubB.close();
    await second.close();
    await t.close();
  });
  beforeEach(async () => {
    expect((await reset()).status).toBe(200);
  });
}

/** Poll B until `check` holds; B must not need its 5 s fallback: 1 s is plenty for a NOTIFY. */
export async function onBWithin(check: () => Promise<boolean>, ms = 1000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('B did not see the change in time');
}
