import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import { customers, statementLinks, statementLinkViews, stores } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer, postLedger } from '../credit/credit-test-support';
import { insertLedgerRow, seedCanaryStore } from '../reports/report-test-support';
import { EXPIRED_TEXT, makeLink, openPage } from './statement-test-support';
import { newStatementToken } from './statement-token';
import { shiftBusinessDate, STATEMENT_LIMITS } from './statement-page.routes';
import { awayFromWindowEdge, WINDOW_EDGE_TIMEOUT_MS } from '../test/window-edge';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof seedCanaryStore>>;
let ana: { id: string; displayId: string };
let link: Awaited<ReturnType<typeof makeLink>>;
let today: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  staff = await createStoreWithStaff(t, 'Rosa Market');
  canary = await seedCanaryStore(t);
  today = todayInZone('America/Chicago');
  // Ana: 999 credit 100 days ago (older than the first page), 200 paid 10 days ago, 1234 credit today, then 300 by the employee.
  ana = await insertCustomer(t, staff.storeId, { name: 'Ana Lopez', creditBalanceCents: 2033, creditLimitCents: 100_000, notes: 'note-secret' });
  await insertLedgerRow(t, { storeId: staff.storeId, customerId: ana.id, amountCents: 999, businessDate: shiftBusinessDate(today, -100), notes: 'entry-secret' });
  await insertLedgerRow(t, { storeId: staff.storeId, customerId: ana.id, type: 'credit_paid', amountCents: 200, businessDate: shiftBusinessDate(today, -10) });
  await insertLedgerRow(t, { storeId: staff.storeId, customerId: ana.id, amountCents: 1234, businessDate: today, createdAt: new Date(Date.now() - 60_000) });
  expect((await postLedger(t, ana.id, 'credit', { amountCents: 300 }, { cookie: staff.employee.cookie })).status).toBe(201);
  await t.db.update(customers).set({ internalRedFlag: true, redFlagNotes: 'flag-secret' }).where(eq(customers.id, ana.id));
  // The same store's canary: a customer whose entries must never show on Ana's page.
  const bruno = await insertCustomer(t, staff.storeId, { name: 'Bruno Samestore', creditBalanceCents: 4242 });
  await insertLedgerRow(t, { storeId: staff.storeId, customerId: bruno.id, amountCents: 4242, businessDate: today });
  link = await makeLink(t, staff.owner.cookie, ana.id);
}, 60_000);
afterAll(async () => t.close());

const strangers = ['Bruno Samestore', '$42.42', 'Canary', '7,777.77', 'Eli', 'Employee', 'note-secret', 'flag-secret', 'entry-secret', 'Red', 'photo'];

describe('the statement page', () => {
  it("shows the store, the customer, the balance and the last 90 days' entries, and nothing else", async () => {
    const { response, html } = await openPage(t, link.path);
    expect(response.status).toBe(200);
    for (const shown of ['Rosa Market', '(217) 555-0123', '12 Main St', 'Ana Lopez', ana.displayId, 'Balance owed', '$23.33', '$12.34', '−$2.00', '$3.00', 'Store', 'Generated']) {
      expect(html, shown).toContain(shown.replace('(217) 555-0123', '+12175550123'));
    }
    for (const hidden of [...strangers, '$9.99']) expect(html, hidden).not.toContain(hidden);
  });

  it('lists entries newest first with the running balance after each', async () => {
    const { html } = await openPage(t, link.path);
    const cells = [...html.matchAll(/<td class="n">([^<]*)<\/td><td class="n">([^<]*)<\/td>/g)].map((m) => [m[1], m[2]]);
    expect(cells).toEqual([['$3.00', '$23.33'], ['$12.34', '$20.33'], ['−$2.00', '$7.99']]);
  });

  it("pages to older entries through 'show older' (the link is the page's only way back)", async () => {
    const { html } = await openPage(t, link.path);
    const href = /href="(\?until=[0-9-]+)"/.exec(html)?.[1];
    expect(href).toBe(`?until=${shiftBusinessDate(today, -90)}`);
    const older = await openPage(t, `${link.path}${href}`);
    expect(older.response.status).toBe(200);
    expect(older.html).toContain('$9.99');
    expect(older.html).not.toContain('$12.34');
    expect(older.html).not.toContain('Show older');
  });

  it('is noindex, sends no referrer, sets no cookie, carries no script, and is small', async () => {
    const { response, html } = await openPage(t, link.path);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('name="robots" content="noindex');
    expect(html).toContain('width=device-width');
    expect(Buffer.byteLength(html)).toBeLessThan(20_000);
  });

  it('writes an audit row of each view (link, time, IP) and the last-opened time', async () => {
    await openPage(t, link.path, '203.0.113.44');
    const views = await t.db.select().from(statementLinkViews).where(eq(statementLinkViews.linkId, link.id));
    expect(views.some((v) => v.ip === '203.0.113.44' && Date.now() - v.viewedAt.getTime() < 60_000)).toBe(true);
    const [row] = await t.db.select().from(statementLinks).where(eq(statementLinks.id, link.id));
    expect(row!.lastOpenedAt).not.toBeNull();
    expect(row!.tokenHash).not.toContain(link.token);
  });

  it("the canary store's own link shows its customer (so the checks above can fail)", async () => {
    const theirs = await makeLink(t, canary.owner.cookie, canary.customer.id);
    const { html } = await openPage(t, theirs.path);
    expect(html).toContain('Canary Zed');
    expect(html).toContain('7,777.77');
    expect(html).not.toContain('Ana Lopez');
  });
});

describe('links that open nothing', () => {
  async function expectExpired(path: string) {
    const { response, html } = await openPage(t, path);
    expect(response.status, path).toBe(404);
    expect(html).toContain(EXPIRED_TEXT);
    for (const name of ['Rosa Market', 'Canary', 'Ana', '$']) expect(html).not.toContain(name);
    return html;
  }

  it('an unknown, tampered or malformed token is the expired page', async () => {
    const tampered = link.token.slice(0, -1) + (link.token.endsWith('A') ? 'B' : 'A');
    const pages = [await expectExpired(`/s/${newStatementToken()}`), await expectExpired(`/s/${tampered}`), await expectExpired('/s/short'), await expectExpired(`/s/${'x'.repeat(500)}`)];
    expect(new Set(pages).size).toBe(1);
  });

  it("another store's customer's token, tampered, says the same as any other: the store is never named", async () => {
    const theirs = await makeLink(t, canary.owner.cookie, canary.customer.id);
    const tampered = theirs.token.slice(0, 10) + (theirs.token[10] === 'Q' ? 'R' : 'Q') + theirs.token.slice(11);
    expect(await expectExpired(`/s/${tampered}`)).toBe(await expectExpired(`/s/${newStatementToken()}`));
  });

  it('an expired link is the expired page', async () => {
    const made = await makeLink(t, staff.owner.cookie, ana.id, { expiresInDays: 7 });
    expect((await openPage(t, made.path)).response.status).toBe(200);
    await t.db.update(statementLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(statementLinks.id, made.id));
    await expectExpired(made.path);
  });

  it('a revoked link is the expired page', async () => {
    const made = await makeLink(t, staff.owner.cookie, ana.id);
    expect((await openPage(t, made.path)).response.status).toBe(200);
    const revoked = await t.request(`/api/statement-links/${made.id}/revoke`, { method: 'POST', cookie: staff.owner.cookie, json: {} });
    expect(revoked.status).toBe(204);
    await expectExpired(made.path);
  });

  it('archiving the customer (deleting one with entries) revokes every link of theirs', async () => {
    const cara = await insertCustomer(t, staff.storeId, { name: 'Cara Archived', creditBalanceCents: 0 });
    await insertLedgerRow(t, { storeId: staff.storeId, customerId: cara.id, amountCents: 100, businessDate: today });
    await insertLedgerRow(t, { storeId: staff.storeId, customerId: cara.id, type: 'credit_paid', amountCents: 100, businessDate: today });
    const first = await makeLink(t, staff.owner.cookie, cara.id);
    const second = await makeLink(t, staff.owner.cookie, cara.id);
    expect((await t.request(`/api/customers/${cara.id}`, { method: 'DELETE', cookie: staff.owner.cookie })).status).toBe(200);
    await expectExpired(first.path);
    await expectExpired(second.path);
    const rows = await t.db.select().from(statementLinks).where(eq(statementLinks.customerId, cara.id));
    expect(rows.map((r) => r.revokedAt !== null)).toEqual([true, true]);
  });

  it('a few thousand wrong tokens: every one 404, never a 5xx', async () => {
    const statuses = new Map<number, number>();
    for (let batch = 0; batch < 60; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const token = i % 5 === 0 ? link.token.slice(0, 42) + String.fromCharCode(65 + (batch % 26)) : newStatementToken();
          const response = await t.app.request(`http://localhost:3999/s/${token === link.token ? newStatementToken() : token}`, { headers: { 'x-forwarded-for': `192.0.2.${batch}` } });
          await response.arrayBuffer();
          return response.status;
        }),
      );
      for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: 3000 });
  }, 120_000);
});

describe('limits and lapsed stores', () => {
  it('one IP is refused (429, no data) past its limit, whatever tokens it sends', async () => {
    const ip = '198.51.100.200';
    await awayFromWindowEdge(STATEMENT_LIMITS.windowSeconds, 25_000); // 126 requests in one fixed window
    const answers: number[] = [];
    for (let i = 0; i < 125; i += 1) answers.push((await openPage(t, `/s/${newStatementToken()}`, ip)).response.status);
    expect(answers.slice(0, STATEMENT_LIMITS.perIpWrong).every((s) => s === 404)).toBe(true);
    expect(answers.slice(120)).toEqual([429, 429, 429, 429, 429]);
    const refused = await openPage(t, link.path, ip);
    expect(refused.response.status).toBe(429);
    expect(refused.html).not.toContain('Ana');
  }, WINDOW_EDGE_TIMEOUT_MS);

  it('many customers behind one address (a carrier NAT) read their valid links past the wrong-token limit; wrong tokens from it are still held to it (issue 36)', async () => {
    const ip = '198.51.100.201';
    const links = [];
    for (let i = 0; i < 3; i += 1) links.push(await makeLink(t, staff.owner.cookie, (await insertCustomer(t, staff.storeId, { name: `Carrier Customer ${i}` })).id));
    await awayFromWindowEdge(STATEMENT_LIMITS.windowSeconds, 45_000); // 273 requests in one fixed window
    const valid: number[] = [];
    // 150 valid reads (50 per link, under the per-link limit): more than the old 120 a minute per IP.
    for (let i = 0; i < 150; i += 1) valid.push((await openPage(t, links[i % 3]!.path, ip)).response.status);
    expect(valid.filter((s) => s !== 200)).toEqual([]);
    expect(valid.length).toBeGreaterThan(STATEMENT_LIMITS.perIpWrong);
    // The same address guessing: its wrong tokens are held to the strict limit, valid reads not counted in it.
    const wrong: number[] = [];
    for (let i = 0; i < STATEMENT_LIMITS.perIpWrong + 2; i += 1) wrong.push((await openPage(t, `/s/${newStatementToken()}`, ip)).response.status);
    expect(wrong.slice(0, STATEMENT_LIMITS.perIpWrong).every((s) => s === 404)).toBe(true);
    expect(wrong.slice(STATEMENT_LIMITS.perIpWrong)).toEqual([429, 429]);
    // Once over it, the address is refused everything until the window ends, a valid link too (no data).
    const refused = await openPage(t, links[0]!.path, ip);
    expect(refused.response.status).toBe(429);
    expect(refused.html).not.toContain('Carrier Customer');
  }, WINDOW_EDGE_TIMEOUT_MS);

  it('one link is refused past its limit, from any IP', async () => {
    const made = await makeLink(t, staff.owner.cookie, ana.id);
    await awayFromWindowEdge(STATEMENT_LIMITS.windowSeconds, 25_000); // 62 requests in one fixed window
    const answers: number[] = [];
    for (let i = 0; i < 62; i += 1) answers.push((await openPage(t, made.path, `203.0.113.${i}`)).response.status);
    expect(answers.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(answers.slice(60)).toEqual([429, 429]);
  }, WINDOW_EDGE_TIMEOUT_MS);

  it("a lapsed store's link still shows the statement; making a new link is refused (402)", async () => {
    const lapsed = await createStoreWithStaff(t, 'Lapsed Shop');
    const dee = await insertCustomer(t, lapsed.storeId, { name: 'Dee Lapsed' });
    const made = await makeLink(t, lapsed.owner.cookie, dee.id);
    await t.db.update(stores).set({ subscriptionStatus: 'suspended' }).where(eq(stores.id, lapsed.storeId));
    const { response, html } = await openPage(t, made.path, '198.51.100.90');
    expect(response.status).toBe(200);
    expect(html).toContain('Dee Lapsed');
    const refused = await t.request(`/api/customers/${dee.id}/statement-links`, { method: 'POST', cookie: lapsed.owner.cookie, json: {} });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toEqual({ error: { code: 'SUBSCRIPTION_LAPSED' } });
  });
});
