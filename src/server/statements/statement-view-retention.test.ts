import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { statementLinkViews } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { startHousekeeping } from '../jobs/housekeeping';
import { makeLink } from './statement-test-support';
import { DELETE_BATCH } from './outside';
import { deleteOldStatementViews, STATEMENT_VIEW_RETENTION_DAYS } from './statement-view-retention';

let t: TestApp;
let linkId: string;
let storeId: string;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await createStoreWithStaff(t, 'Views Store');
  const customer = await insertCustomer(t, staff.storeId, { name: 'Vera Views' });
  linkId = (await makeLink(t, staff.owner.cookie, customer.id)).id;
  storeId = staff.storeId;
}, 60_000);
afterAll(async () => t.close());

const days = (n: number) => n * 86_400_000;
/** Views of the test link, `age` ms ago, each with its own IP as a tag. */
const insertViews = (rows: [tag: string, age: number][]) =>
  t.db.insert(statementLinkViews).values(rows.map(([ip, age]) => ({ storeId, linkId, ip, viewedAt: new Date(Date.now() - age) })));
const left = async (tags: string[]) =>
  (await t.db.select({ ip: statementLinkViews.ip }).from(statementLinkViews).where(inArray(statementLinkViews.ip, tags))).map((r) => r.ip).sort();

describe('statement link views retention', () => {
  it(`deletes views older than ${STATEMENT_VIEW_RETENTION_DAYS} days and keeps the recent ones`, async () => {
    const rows: [string, number][] = [
      ['old-1', days(STATEMENT_VIEW_RETENTION_DAYS + 1)],
      ['old-2', days(STATEMENT_VIEW_RETENTION_DAYS * 3)],
      ['old-3', days(STATEMENT_VIEW_RETENTION_DAYS) + 60_000],
      ['recent-1', days(STATEMENT_VIEW_RETENTION_DAYS - 1)],
      ['recent-2', 0],
    ];
    await insertViews(rows);
    expect(await deleteOldStatementViews(t.db)).toBe(3);
    expect(await left(rows.map(([tag]) => tag))).toEqual(['recent-1', 'recent-2']);
    expect(await deleteOldStatementViews(t.db)).toBe(0);
  });

  it('drains a backlog larger than one batch, batch by batch, and keeps the recent rows', async () => {
    const old = DELETE_BATCH * 2 + 7;
    await insertViews([...Array.from({ length: old }, (_, i): [string, number] => [`backlog-${i}`, days(STATEMENT_VIEW_RETENTION_DAYS + 1) + i * 1000]), ['backlog-recent', days(1)]]);
    const started = Date.now();
    expect(await deleteOldStatementViews(t.db, new Date(), 150)).toBe(old);
    // Three statements (two full batches and the rest), a pause after each full one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(await left(['backlog-0', `backlog-${old - 1}`, 'backlog-recent'])).toEqual(['backlog-recent']);
  });

  it('runs from the hourly housekeeping job and logs what it deleted', async () => {
    await insertViews([['timer-old', days(STATEMENT_VIEW_RETENTION_DAYS + 30)], ['timer-recent', days(30)]]);
    const logged: string[] = [];
    const stop = startHousekeeping(t.db, { firstRunMs: 1, intervalMs: 60_000, log: (line) => logged.push(line) });
    try {
      for (let i = 0; i < 200 && !logged.some((l) => l.includes('statement link views')); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      stop();
    }
    expect(logged).toContain(`[housekeeping] deleted 1 statement link views older than ${STATEMENT_VIEW_RETENTION_DAYS} days`);
    expect(await left(['timer-old', 'timer-recent'])).toEqual(['timer-recent']);
  });
});
