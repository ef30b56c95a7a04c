import { expect, request as playwrightRequest, test, type APIResponse, type Browser, type Page, type Response } from '@playwright/test';
import { balancerOrigin } from '../../scripts/cluster/layout';
import { clusterUp } from '../../scripts/cluster/up';
import { killNode, primaryNode } from '../../scripts/cluster/database';
import { DEBIAN_PACKAGES, missingPrerequisites } from '../../scripts/cluster/prerequisites';
import type { NodeName } from '../../scripts/cluster/layout';
import { expectToast, signInThroughUi, strongPassword, uniqueEmail } from '../support/pages';

/**
 * Issue 25's walk in `npm test`: two app instances behind HAProxy on a pg_auto_failover primary with a
 * synchronous standby (scripts/cluster, on the test ports of scripts/cluster/test-walk.ts). One owner in
 * two browsers, each kept on its own instance (X-Cluster-Pin): give credit, a board post written on one
 * instance seen live on the other; then the primary database is killed (kill -9, as a dead machine) and
 * the next give-credit — sent while the standby is being promoted — finishes without anyone doing
 * anything, applied once, and the board still updates live across instances.
 */
test.describe.configure({ mode: 'serial' });

let owner: { email: string; customers: { ana: string; ben: string } };

/**
 * One setup call through the balancer. A 503 is the contract of decision 053 ("the database cannot be
 * reached right now: send it again"), which the app's own client follows; setup follows it too, for up
 * to 30 s, and says so in the log with the answer's body (HAProxy's "no server" page, or the app's
 * DATABASE_UNAVAILABLE), so a cluster that is not steady after cluster:up shows in the walk's output.
 * Any other unexpected status fails at once, with its body in the message.
 */
async function setupCall(send: () => Promise<APIResponse>, what: string, expected: number): Promise<APIResponse> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await send();
    if (response.status() === 503 && Date.now() < deadline) {
      console.log(`[walk] setup: ${what} answered 503 (${(await response.text()).replace(/\s+/g, ' ').slice(0, 200)}); sent again`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    expect(response.status(), `${what}: ${(await response.text()).slice(0, 300)}`).toBe(expected);
    return response;
  }
}

async function createOwner(): Promise<typeof owner> {
  const api = await playwrightRequest.newContext({ baseURL: balancerOrigin, extraHTTPHeaders: { origin: balancerOrigin } });
  const email = uniqueEmail('cluster-owner');
  const store = { street: '3 Cluster Rd', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550177', timezone: 'America/Chicago' };
  // Sign-up answers 201 for a taken address too (it never says which addresses exist), so sending it again is safe.
  await setupCall(() => api.post('/api/signup', {
    data: { firstName: 'Cleo', lastName: 'Cluster', email, password: strongPassword, storeName: 'Failover Grocery', storeStreet: store.street, storeCity: store.city, storeState: store.state, storeZip: store.zip, storePhone: store.phone, timezone: store.timezone },
  }), 'sign-up', 201);
  await setupCall(() => api.post('/api/auth/sign-in/email', { data: { email, password: strongPassword } }), 'sign-in', 200);
  await setupCall(() => api.post('/api/stores/setup', { data: { name: 'Failover Grocery', ...store } }), 'store setup', 201);
  const customer = async (name: string, phone: string) => {
    const key = crypto.randomUUID();
    const created = await setupCall(() => api.post('/api/customers', { data: { name, phone }, headers: { 'idempotency-key': key } }), `adding ${name}`, 201);
    const { id } = (await created.json()) as { id: string };
    await setupCall(() => api.put(`/api/customers/${id}/credit-limit`, { data: { creditLimitCents: 100_000 } }), `${name}'s credit limit`, 200);
    return id;
  };
  const customers = { ana: await customer('Ana Failover', '+12175550178'), ben: await customer('Ben Failover', '+12175550179') };
  await api.dispose();
  return { email, customers };
}

/** A browser kept on one instance: every request carries X-Cluster-Pin (the test cluster's HAProxy honours it). */
async function pinnedBrowser(browser: Browser, instance: 'app1' | 'app2'): Promise<{ page: Page; servedBy: string[] }> {
  const context = await browser.newContext({ baseURL: balancerOrigin, extraHTTPHeaders: { 'x-cluster-pin': instance } });
  const page = await context.newPage();
  const servedBy: string[] = [];
  page.on('response', (response: Response) => {
    if (response.url().includes('/api/')) servedBy.push(response.headers()['x-served-by'] ?? '');
  });
  await signInThroughUi(page, owner.email, strongPassword);
  await expect(page).toHaveURL(/\/dashboard/);
  return { page, servedBy };
}

/** Open a customer's Give Credit dialog and pick an amount; `confirm` presses its Give Credit button. */
async function openGiveCredit(page: Page, customerId: string, preset: string) {
  await page.goto(`/dashboard/customers/${customerId}`);
  await page.getByRole('button', { name: 'Give Credit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Give Credit' });
  await dialog.getByRole('button', { name: preset, exact: true }).click();
  return { confirm: () => dialog.getByRole('button', { name: 'Give Credit' }).click() };
}

async function post(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Posted during the cluster walk.');
  await dialog.getByRole('button', { name: 'Create' }).click();
}

const card = (page: Page, title: string) => page.getByTestId('post-card').filter({ hasText: title });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const missing = missingPrerequisites();
  // Never a silent skip: without the balancer or pg_auto_failover this test fails and says why.
  expect(missing, `The cluster walk needs ${missing.join(', ')}. Install them: sudo apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`).toEqual([]);
  await clusterUp((line) => console.log(`[cluster] ${line}`));
  owner = await createOwner();
});

test('through HAProxy: credit and a live post across two instances, the primary database killed mid-walk, the walk finishing by itself', async ({ browser }) => {
  const a = await pinnedBrowser(browser, 'app1');
  const b = await pinnedBrowser(browser, 'app2');

  // Give credit on instance 1.
  await (await openGiveCredit(a.page, owner.customers.ana, '$20')).confirm();
  await expectToast(a.page, 'Credit Given');
  await expect(a.page.getByText('$20.00').first()).toBeVisible();

  // A post written on instance 1 appears live on instance 2's board (LISTEN/NOTIFY between instances).
  await b.page.goto('/dashboard/community');
  await expect(b.page.getByRole('heading', { name: 'Store Community' })).toBeVisible();
  await a.page.goto('/dashboard/community');
  const before = `Before the failover ${Date.now() % 100000}`;
  await post(a.page, before);
  await expectToast(a.page, 'Post created successfully');
  await expect(card(b.page, before)).toBeVisible();
  expect(new Set(a.servedBy.filter(Boolean))).toEqual(new Set(['app1']));
  expect(new Set(b.servedBy.filter(Boolean))).toEqual(new Set(['app2']));

  // The counter has Ben's Give Credit open when the primary's machine dies (kill -9); pg_auto_failover
  // promotes the standby. Give Credit is pressed at once: its answers are 503 until an instance reaches
  // the new primary, and the app's client sends it again with the same Idempotency-Key (decision 053)
  // until it is applied — nobody presses anything again.
  const giving = await openGiveCredit(a.page, owner.customers.ben, '$10');
  const old = (await primaryNode())!.name as NodeName;
  killNode(old);
  const killedAt = Date.now();
  // Press only once the outage is real: no instance is ready (each has found its primary gone).
  await expect.poll(async () => (await fetch(`${balancerOrigin}/api/health/ready`).catch(() => null))?.status ?? 0, { timeout: 30_000, intervals: [100] }).toBe(503);
  const attempts: string[] = [];
  a.page.on('response', (response) => {
    if (response.request().method() === 'POST' && response.url().includes(`/customers/${owner.customers.ben}/credit`)) attempts.push(`${response.status()} at ${((Date.now() - killedAt) / 1000).toFixed(1)} s`);
  });
  await giving.confirm();
  // The counter shows the credit at once; while the servers switch it is kept on the device ('Not synced',
  // decision 051) or retried with its key (decision 053), and it is sent by itself once an instance
  // reaches the new primary — nobody presses anything again.
  await expect(a.page.getByRole('dialog', { name: 'Give Credit' })).toBeHidden({ timeout: 90_000 });
  await expect(a.page.getByText('$10.00').first()).toBeVisible();
  // Applied once: Ben's ledger, read through the balancer (503 until an instance reaches the new
  // primary), comes to hold one entry of $10. (The page's own 'Not synced' badge cannot say this alone:
  // it shows a moment after the dialog closes, so its absence right then proves nothing.)
  const ledgerOfBen = async () => {
    const response = await a.page.request.get(`/api/customers/${owner.customers.ben}/transactions`);
    if (response.status() !== 200) return `answered ${response.status()}`;
    const { items } = (await response.json()) as { items: { transactionType: string; amountCents: number }[] };
    return JSON.stringify(items.map((i) => [i.transactionType, i.amountCents]));
  };
  await expect.poll(ledgerOfBen, { timeout: 90_000, intervals: [250] }).toBe(JSON.stringify([['credit_given', 1000]]));
  console.log(`[walk] give-credit applied ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the primary was killed; answers: ${attempts.join(', ')}`);
  // The device then knows it: nothing waits on it, nothing needs attention.
  await expect(a.page.getByText('Not synced')).toHaveCount(0, { timeout: 30_000 });
  await expect(a.page.getByText('Needs attention')).toHaveCount(0);
  // The standby took over: a primary again, and not the node that was killed.
  await expect.poll(async () => {
    const primary = await primaryNode();
    return primary === null ? 'no primary' : primary.name === old ? 'the killed node' : 'the other node';
  }, { timeout: 60_000 }).toBe('the other node');
  // Still once: the device's sends after the answer it missed were replays of the same key.
  expect(await ledgerOfBen()).toBe(JSON.stringify([['credit_given', 1000]]));

  // The board still updates live across instances after the failover (each instance's LISTEN moved too).
  await a.page.goto('/dashboard/community');
  const after = `After the failover ${Date.now() % 100000}`;
  await post(a.page, after);
  await expectToast(a.page, 'Post created successfully', 60_000);
  await expect(card(b.page, after)).toBeVisible({ timeout: 30_000 });

  // Issue 36: every screen's query, once, on EACH instance after the promotion, and the first answer is
  // 200 — no pool of any instance (the customer list's own, decision 069, included) may still hold the
  // old primary and learn of the failover by failing a request. The queries are the document's own
  // (every GET a store's owner can call with no path value and no required query), so a new screen is
  // swept without editing this walk; the customer list goes first on each instance.
  const screenQueries = await ownerScreenQueries(a.page);
  expect(screenQueries.length).toBeGreaterThan(8);
  for (const instance of ['app1', 'app2'] as const) {
    const first: string[] = [];
    for (const path of ['/api/customers', `/api/customers/${owner.customers.ana}`, ...screenQueries.filter((p) => p !== '/api/customers')]) {
      const response = await a.page.request.get(path, { headers: { 'x-cluster-pin': instance } });
      expect(response.headers()['x-served-by'], path).toBe(instance);
      if (response.status() !== 200) first.push(`${path} answered ${response.status()} ${await response.text()}`);
    }
    expect(first, `first answers on ${instance} after the promotion`).toEqual([]);
  }
});

/** The GET operations of /api/openapi.json an owner's screens read: JSON answers, no path value, no required query. */
async function ownerScreenQueries(page: Page): Promise<string[]> {
  type Operation = { description?: string; parameters?: { in: string; required?: boolean }[]; responses: Record<string, { content?: Record<string, unknown> }> };
  const document = (await (await page.request.get('/api/openapi.json')).json()) as { paths: Record<string, { get?: Operation }> };
  const reads: string[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const get = item.get;
    if (!get || path.includes('{') || !get.responses['200']?.content?.['application/json']) continue;
    if (!/Access: (a member of|the owner of|any signed-in)/.test(get.description ?? '')) continue;
    if ((get.parameters ?? []).some((parameter) => parameter.in === 'query' && parameter.required)) continue;
    reads.push(path);
  }
  return reads;
}
