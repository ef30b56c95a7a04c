// Measure the offline counter (issue 24, decision 051) in real Chromium against the built app:
// 1. 200 queued writes (100 gives, 100 payments over 100 customers) kept on the device, then the
//    connection back: the time until the queue is empty, and that each is written once (counted in
//    the database);
// 2. the app shell and the kept customer list opened offline (a fresh navigation with no network):
//    the time from navigation start to the first customer card, 10 times.
// Starts its own e2e stack (embedded PostgreSQL, the built server) on MEASURE_PORT (default 3151).
// Usage: npm run build && npm run measure:offline — prints JSON; docs/measurements/offline-queue.md has the figures.
import { spawn } from 'node:child_process';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';

const PORT = Number(process.env.MEASURE_PORT ?? 3151);
process.env.E2E_PORT = String(PORT);
const ORIGIN = `http://localhost:${PORT}`;
const WRITES = 200;
const OPENS = 10;
const PASSWORD = 'Counter-Shop9';

async function waitForHealth(timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error('the stack did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const stack = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-stack.ts'], { env: { ...process.env, E2E_PORT: String(PORT) }, stdio: ['ignore', 'ignore', 'inherit'] });
  const { stackDatabase } = await import('../e2e/support/database');
  const { waitForMailLink } = await import('../e2e/support/mail');
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    await waitForHealth();
    const db = await stackDatabase();
    db.on('error', () => undefined); // the stack stops its database at the end
    // A store with 100 customers, its owner signed in on an API context and in the browser.
    const api = await playwrightRequest.newContext({ baseURL: ORIGIN, extraHTTPHeaders: { origin: ORIGIN } });
    const email = `measure-offline-${Date.now()}@example.com`;
    const store = { street: '5 Elm St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550193', timezone: 'America/Chicago' };
    const signup = await api.post('/api/signup', {
      data: { firstName: 'Mia', lastName: 'Measure', email, password: PASSWORD, storeName: 'Measure Market', storeStreet: store.street, storeCity: store.city, storeState: store.state, storeZip: store.zip, storePhone: store.phone, timezone: store.timezone },
    });
    if (signup.status() !== 201) throw new Error(`signup ${signup.status()}`);
    await api.get(await waitForMailLink(email, '/api/auth/verify-email'), { maxRedirects: 0 });
    await api.post('/api/auth/sign-in/email', { data: { email, password: PASSWORD } });
    const setup = await api.post('/api/stores/setup', { data: { name: 'Measure Market', ...store } });
    const { storeId } = (await setup.json()) as { storeId: string };
    const customers: Array<{ id: string; name: string }> = [];
    // Names are letters and spaces only (the spec's rule): Queue Aa, Queue Ab, …
    const letters = (i: number) => `${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
    for (let i = 0; i < WRITES / 2; i++) {
      const name = `Queue ${letters(i)}`;
      const created = await api.post('/api/customers', { data: { name, phone: `+1217556${String(i).padStart(4, '0')}` } });
      if (created.status() !== 201) throw new Error(`customer ${name}: ${created.status()} ${await created.text()}`);
      customers.push({ id: ((await created.json()) as { id: string }).id, name });
    }

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/auth`);
    const login = page.getByRole('tabpanel', { name: 'Login' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.goto(`${ORIGIN}/dashboard/customers`);
    await page.getByText('Queue Aa', { exact: true }).first().waitFor().catch(async (error) => {
      await page.screenshot({ path: 'tmp/measure-offline-failed.png' });
      throw error;
    });

    // 2. The shell and the kept list, opened offline.
    await context.setOffline(true);
    const opens: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      await page.goto(`${ORIGIN}/dashboard/customers`);
      await page.getByText('Queue Aa', { exact: true }).first().waitFor();
      opens.push(await page.evaluate(() => performance.now()));
    }

    // 1. 200 writes kept on the device (the shape send-or-keep.ts stores at the tap), then back online.
    const session = (await (await api.get('/api/session')).json()) as { user: { id: string; firstName: string; lastName: string } };
    const owner = `${session.user.id}:${storeId}`;
    await page.evaluate(
      async ({ owner, customers }) => {
        const open = indexedDB.open('corner-store-offline');
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const tx = db.transaction('queue', 'readwrite');
        const at = Date.now();
        customers.forEach((customer, i) => {
          for (const kind of ['credit', 'payment'] as const) {
            tx.objectStore('queue').add({
              kind, owner, key: crypto.randomUUID(), occurredAt: new Date(at - 120_000 + i).toISOString(), actorName: 'Mia Measure', state: 'waiting', attempts: 0,
              customerId: customer.id, customerRef: null, customerName: customer.name, body: { amountCents: kind === 'credit' ? 1000 : 400, notes: null },
            });
          }
        });
        await new Promise((resolve) => (tx.oncomplete = resolve));
      },
      { owner, customers },
    );
    await page.goto(`${ORIGIN}/dashboard/customers`);
    await page.getByText(`Not synced (${WRITES})`).waitFor();
    const started = Date.now();
    await context.setOffline(false);
    await page.getByTestId('not-synced-badge').waitFor({ state: 'detached', timeout: 120_000 });
    const syncMs = Date.now() - started;
    const { rows } = await db.query('select count(*)::int as n, count(distinct customer_id)::int as customers from credit_transactions where store_id = $1', [storeId]);
    const { rows: balances } = await db.query('select count(*)::int as n from customers where store_id = $1 and credit_balance_cents <> 600', [storeId]);
    await db.end();
    await api.dispose();
    console.log(
      JSON.stringify(
        {
          queuedWrites: WRITES,
          syncMs,
          written: rows[0].n,
          customersWritten: rows[0].customers,
          customersWithWrongBalance: balances[0].n,
          offlineOpenMs: { runs: opens.map((ms) => Math.round(ms)), median: Math.round(median(opens)), max: Math.round(Math.max(...opens)) },
          targets: { syncMs: 10_000, offlineOpenMs: 1_000 },
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    stack.kill('SIGTERM');
    await new Promise((resolve) => stack.once('exit', resolve));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
