import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { creditSummarySchema, RECENT_TRANSACTIONS } from '#shared/reports/report.schemas';
import { recentCreditPageSchema } from '#shared/reports/credit-recent.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { getOk } from '../daily-logs/daily-log-test-support';
import { daysBefore, expectNoCanary, insertLedgerRow, seedCanaryStore } from './report-test-support';

const ENTRIES = 120;
const RECENT = '/api/reports/credit-summary/recent';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof seedCanaryStore>>;
/** Our entries' ids, newest first (created_at desc, id desc). */
let expectedOrder: string[];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Paging Store');
  canary = await seedCanaryStore(t);
  const today = todayInZone('America/Chicago');
  const ana = await insertCustomer(t, staff.storeId, { creditBalanceCents: 0, creditLimitCents: 10_000_000 });
  const base = Date.now() - 60_000;
  const rows = [];
  for (let i = 0; i < ENTRIES; i += 1) {
    // Three entries share each instant, so the pages must break ties by id.
    const createdAt = new Date(base - Math.floor(i / 3) * 1000);
    rows.push(await insertLedgerRow(t, { storeId: staff.storeId, customerId: ana.id, amountCents: 100 + i, businessDate: today, createdAt }));
  }
  // Outside the 30-day window: never listed, never counted.
  await insertLedgerRow(t, { storeId: staff.storeId, customerId: ana.id, amountCents: 5, businessDate: daysBefore(today, 45) });
  expectedOrder = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
    .map((row) => row.id);
});
afterAll(async () => t.close());

describe('refusals', () => {
  it('answers 401 when signed out and 403 OWNER_ONLY to an employee', async () => {
    const path = `${RECENT}?cursor=${expectedOrder[0]}`;
    const signedOut = await t.request(path);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
    const employee = await t.request(path, { cookie: staff.employee.cookie });
    expect(employee.status).toBe(403);
    expect(await employee.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
  });

  it('answers 422 for a missing or malformed cursor', async () => {
    for (const [path, code] of [[RECENT, 'required'], [`${RECENT}?cursor=not-an-id`, 'invalid_cursor']] as const) {
      const response = await t.request(path, { cookie: staff.owner.cookie });
      expect(response.status, path).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { cursor: code } } });
    }
  });
});

describe("the Credit Summary's recent transactions, page by page", () => {
  it('says how many entries the window holds and hands the first page with the next cursor', async () => {
    const summary = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', staff.owner.cookie));
    expect(summary.recentCount).toBe(ENTRIES);
    expect(summary.recent.map((entry) => entry.id)).toEqual(expectedOrder.slice(0, RECENT_TRANSACTIONS));
    expect(summary.recentNextCursor).toBe(expectedOrder[RECENT_TRANSACTIONS - 1]);
  });

  it('walks every entry of the window once, in order, and ends with a null cursor', async () => {
    const summary = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', staff.owner.cookie));
    const seen = summary.recent.map((entry) => entry.id);
    let cursor = summary.recentNextCursor;
    let pages = 1;
    while (cursor) {
      const page = recentCreditPageSchema.parse(await getOk(t, `${RECENT}?cursor=${cursor}`, staff.owner.cookie));
      expectNoCanary(page, canary);
      seen.push(...page.entries.map((entry) => entry.id));
      cursor = page.nextCursor;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(expectedOrder);
  });

  it("gives an empty page for another store's entry as the cursor, never its rows", async () => {
    const [canaryEntry] = recentCreditPageSchema.shape.entries.parse(
      creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', canary.owner.cookie)).recent,
    );
    const page = recentCreditPageSchema.parse(await getOk(t, `${RECENT}?cursor=${canaryEntry!.id}`, staff.owner.cookie));
    expect(page).toEqual({ entries: [], nextCursor: null });
  });

  it('shows the other store its own entries (positive control)', async () => {
    const summary = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', canary.owner.cookie));
    expect(summary.recentCount).toBe(2);
    expect(summary.recent.map((entry) => entry.customerName)).toEqual(['Canary Zed', 'Canary Zed']);
    expect(summary.recentNextCursor).toBeNull();
    const page = recentCreditPageSchema.parse(await getOk(t, `${RECENT}?cursor=${summary.recent[0]!.id}`, canary.owner.cookie));
    expect(page.entries.map((entry) => entry.id)).toEqual([summary.recent[1]!.id]);
  });
});
