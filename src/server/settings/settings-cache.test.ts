import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemSettings } from '../db/schema/index';
import { insertCustomer } from '../credit/credit-test-support';
import { settingsCacheOf } from '../config/settings-cache';
import { listenerOf } from '../db/client';
import { onB, onBWithin, save, second, shop, t, useTwoInstances } from './settings-test-support';

/** The per-instance settings cache: no query per request, and a safe fallback without LISTEN (decision 037). */
useTwoInstances();

describe('the per-instance cache', () => {
  /** Resolves with the status, or 'blocked' when no answer came within `ms`. */
  async function statusWithin(call: () => Promise<Response>, ms: number): Promise<number | 'blocked'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'blocked'>((resolve) => (timer = setTimeout(() => resolve('blocked'), ms)));
    try {
      return await Promise.race([call().then((r) => r.status), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('give credit and the customer list do not read system_settings per request (they answer while the table is locked)', async () => {
    const customer = await insertCustomer(t, shop.storeId, { name: 'Hot Path' });
    const list = () => onB('/api/customers', { cookie: shop.owner.cookie });
    const credit = () => onB(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: shop.owner.cookie, json: { amountCents: 100 } });
    expect((await list()).status).toBe(200); // B's cache is warm
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    let released = false;
    try {
      await locker.query('begin');
      await locker.query('lock table system_settings in access exclusive mode');
      expect(await statusWithin(list, 3000)).toBe(200);
      expect(await statusWithin(credit, 3000)).toBe(201);
      // positive control: with the copy marked stale, the next request must read the table, and waits
      settingsCacheOf(second.db).invalidate();
      const waiting = list();
      expect(await statusWithin(() => waiting, 500)).toBe('blocked');
      await locker.query('rollback');
      released = true;
      expect((await waiting).status).toBe(200);
    } finally {
      if (!released) await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
  });

  it('safe fallback: with the LISTEN connection lost, a change written without NOTIFY is still seen within seconds, and B listens again', async () => {
    const cache = settingsCacheOf(second.db);
    expect(cache.isListening).toBe(true);
    const pid = listenerOf(second.db).processId;
    expect(pid).not.toBeNull();
    await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    for (let i = 0; i < 100 && cache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache.isListening).toBe(false);
    // written behind the app's back: no pg_notify
    await t.db.insert(systemSettings).values({ key: 'company_name', value: 'Written Without Notify' })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: 'Written Without Notify' } });
    await onBWithin(async () => (await cache.get()).company_name === 'Written Without Notify', 7000);
    for (let i = 0; i < 300 && !cache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache.isListening).toBe(true);
    // and a NOTIFY reaches it again
    expect((await save({ company_name: 'Heard Again Co' })).status).toBe(200);
    await onBWithin(async () => (await cache.get()).company_name === 'Heard Again Co');
  }, 20_000);
});
