import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { paths } from '../src/shared/routes/app-paths';
import spanish from '../src/client/i18n/locales/es/index';
import { collectServerData, expectNoEnglish } from './support/english-left';
import { waitForMailLink } from './support/mail';
import { E2E_ADMIN } from './support/stack';
import { signInThroughUi, strongPassword, uniqueEmail } from './support/pages';

/**
 * Issue 36: every screen of the route table in Spanish — signed out, a new owner before setup, the
 * demo owner, the demo employee and the platform admin — with the main dialogs, toasts (give credit,
 * a refused give, a save) and prints (cash log, payroll entry, statement), at 1280 px and 375 px.
 * A screen fails on any English left (support/english-left.ts: the catalogue's English, month and
 * weekday names, AM/PM, month-first dates, common English words; what the server sent is data).
 * A route added to src/shared/routes/app-paths.ts and not walked here fails the first test.
 */
const es = spanish;
const width = (isMobile: boolean) => (isMobile ? 375 : 1280);

type Walker = 'signedOut' | 'newOwner' | 'owner' | 'employee' | 'admin';
/** Who walks each route of the table (a route with a parameter is walked with a real id). */
const walk: Record<string, Walker[]> = {
  [paths.home]: ['signedOut'],
  [paths.auth]: ['signedOut'],
  [paths.resetPassword]: ['signedOut'],
  [paths.adminLogin]: ['signedOut'],
  [paths.setup]: ['newOwner'],
  [paths.dashboard.root]: ['owner', 'employee'],
  [paths.dashboard.customers]: ['owner', 'employee'],
  [paths.dashboard.newCustomer]: ['owner'],
  [paths.dashboard.customer]: ['owner', 'employee'],
  [paths.dashboard.sales]: ['owner', 'employee'],
  [paths.dashboard.community]: ['owner'],
  [paths.dashboard.employees]: ['owner', 'employee'],
  [paths.dashboard.payroll]: ['owner'],
  [paths.dashboard.reports]: ['owner', 'employee'],
  [paths.dashboard.dailyLogs]: ['owner'],
  [paths.dashboard.creditSummary]: ['owner'],
  [paths.dashboard.redFlags]: ['owner'],
  [paths.dashboard.store]: ['owner', 'employee'],
  [paths.dashboard.admin]: ['admin'],
  [paths.admin.root]: ['admin'],
  [paths.admin.dashboard]: ['admin'],
  [paths.admin.stores]: ['admin'],
  [paths.admin.store]: ['admin'],
  [paths.admin.adminUsers]: ['admin'],
  [paths.admin.createUser]: ['admin'],
  [paths.admin.settings]: ['admin'],
  [paths.admin.monthlyReports]: ['admin'],
  [paths.admin.security]: ['admin'],
};
const routesOf = (who: Walker) => Object.entries(walk).filter(([, walkers]) => walkers.includes(who)).map(([path]) => path);

/** Every SPA route of the table (the public pages are the server's, walked in Spanish by public-language.spec.ts). */
function routeTable(): string[] {
  const { publicPages: _public, ...app } = paths;
  const all: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') all.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(app);
  return all;
}

test('the Spanish walk covers every route of the route table', () => {
  const missing = routeTable().filter((path) => !walk[path]);
  expect(missing, 'routes of src/shared/routes/app-paths.ts the Spanish walk does not visit: add them to `walk`').toEqual([]);
});

/** A signed-in browser whose account is set to Spanish; `done` puts the account back in English. */
async function spanishSession(browser: Browser, isMobile: boolean, email: string, password: string) {
  const context = await browser.newContext({ viewport: { width: width(isMobile), height: isMobile ? 740 : 800 }, locale: 'en-US', isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  const data = collectServerData(page);
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await signInThroughUi(page, email, password);
  await expect(page).not.toHaveURL(/\/auth/);
  const origin = new URL(page.url()).origin;
  const language = (value: 'es' | 'en') => page.request.put('/api/account/language', { headers: { origin }, data: { language: value } });
  expect((await language('es')).ok()).toBe(true);
  const done = async () => {
    await language('en');
    await context.close();
  };
  return { page, data, origin, done };
}

/** Visits a route (its parameter filled), waits for the app to settle, and checks it is Spanish. */
async function visit(page: Page, data: Set<string>, route: string, params: Record<string, string> = {}) {
  const url = route.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][aria-busy="true"], .animate-spin').first()).toBeHidden({ timeout: 10_000 }).catch(() => undefined);
  await expectNoEnglish(page, url, data);
}

async function toast(page: Page, data: Set<string>, text: string, where: string) {
  const shown = page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await expect(shown).toBeVisible();
  await expectNoEnglish(page, where, data);
}

/** The print stub counted a call: what the printer gets (print media) is checked, then the app comes back. */
async function expectPrintInSpanish(page: Page, data: Set<string>, where: string) {
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBeGreaterThan(0);
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await expectNoEnglish(page, `${where} (print)`, data);
  await page.screenshot({ path: `tmp/screens/es-walk-${where.replace(/\W+/g, '-')}-${page.viewportSize()?.width}.png`, fullPage: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => ((window as unknown as { printCalls: number }).printCalls = 0));
}

/** Yesterday in the demo store's time zone: a saved, seeded cash log. */
function yesterdayInStore(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: demo.store.timezone }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

test('signed out and a new owner before setup, in Spanish @mobile', async ({ browser, isMobile }) => {
  const context = await browser.newContext({ viewport: { width: width(isMobile), height: 740 }, locale: 'es-US', isMobile, hasTouch: isMobile });
  const page = await context.newPage();
  const data = collectServerData(page);
  for (const route of routesOf('signedOut')) await visit(page, data, route);

  // A new owner, signed up in Spanish, before the store's setup.
  const email = uniqueEmail(`recorrido-${width(isMobile)}`);
  const origin = new URL(page.url()).origin;
  const signup = await page.request.post('/api/signup', {
    headers: { origin },
    data: {
      firstName: 'Rosa', lastName: 'Díaz', email, password: strongPassword, storeName: 'Bodega La Esquina', language: 'es',
      storeStreet: '12 Main St', storeCity: 'Houston', storeState: 'TX', storeZip: '77002', storePhone: '+17135550100', timezone: 'America/Chicago',
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto(await waitForMailLink(email, '/api/auth/verify-email'));
  await page.goto(paths.auth);
  const login = page.getByRole('tabpanel', { name: es.auth.login });
  await login.getByLabel(es.auth.email).fill(email);
  await login.getByLabel(es.auth.password, { exact: true }).fill(strongPassword);
  await login.getByRole('button', { name: es.common.signIn }).click();
  await expect(page).toHaveURL(/\/setup$/);
  for (const route of routesOf('newOwner')) await visit(page, data, route);
  await context.close();
});

test('the owner: every screen, give credit (refused and given), a save, the three prints @mobile', async ({ browser, isMobile }) => {
  test.setTimeout(180_000);
  const { page, data, origin, done } = await spanishSession(browser, isMobile, demo.owner.email, demo.owner.password);
  try {
    // A customer of her own for the dialogs (the demo customers stay as other walks expect them).
    const made = await page.request.post('/api/customers', { headers: { origin }, data: { name: isMobile ? 'María López' : 'Marta López', phone: `+1713555${String(1000 + Math.floor(Math.random() * 8999))}` } });
    expect(made.status(), await made.text()).toBe(201);
    const customer = (await made.json()) as { id: string; name: string };
    expect((await page.request.put(`/api/customers/${customer.id}/credit-limit`, { headers: { origin }, data: { creditLimitCents: 3000 } })).ok()).toBe(true);

    for (const route of routesOf('owner')) await visit(page, data, route, { customerId: customer.id });

    // Give credit: over the limit ($50 > $30), refused; then $25, given.
    await visit(page, data, paths.dashboard.customer, { customerId: customer.id });
    await page.getByRole('button', { name: es.customers.giveCredit }).first().click();
    const give = page.getByRole('dialog', { name: es.customers.giveCredit });
    await expectNoEnglish(page, 'Give Credit dialog', data);
    await give.getByRole('button', { name: '$50', exact: true }).click();
    await give.getByRole('button', { name: es.customers.giveCredit }).click();
    await toast(page, data, es.customers.creditLimitExceeded, 'Give Credit refused (over the limit)');
    await give.getByRole('button', { name: '$25', exact: true }).click();
    await give.getByRole('button', { name: es.customers.giveCredit }).click();
    await toast(page, data, es.customers.creditGiven, 'Give Credit given');
    await expect(give).toBeHidden();

    // The statement print.
    await page.getByRole('button', { name: es.customers.printStatement }).click();
    const statement = page.getByRole('dialog', { name: es.customers.printStatement });
    await expectNoEnglish(page, 'Print Statement dialog', data);
    await statement.getByRole('button', { name: es.customers.print, exact: true }).click();
    await expectPrintInSpanish(page, data, 'statement');

    // A save: the store's settings, as they are.
    await visit(page, data, paths.dashboard.store);
    await page.getByRole('button', { name: es.stores.save, exact: true }).first().click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
    await expectNoEnglish(page, 'store settings saved', data);

    // The cash log print of a saved day ("Saved by … on …").
    await visit(page, data, `${paths.dashboard.sales}?date=${yesterdayInStore()}`);
    await page.getByRole('button', { name: es.dailyLogs.printLog }).first().click();
    await expectPrintInSpanish(page, data, 'cash log');

    // A payroll entry, its view and its print.
    await visit(page, data, paths.dashboard.payroll);
    await page.getByRole('button', { name: /^Ver registro de / }).locator('visible=true').first().click();
    const entry = page.getByRole('dialog');
    await expect(entry).toBeVisible();
    await expectNoEnglish(page, 'payroll entry dialog', data);
    await entry.getByRole('button', { name: es.staff.printEntry }).click();
    await expectPrintInSpanish(page, data, 'payroll entry');
  } finally {
    await done();
  }
});

test('the employee: every screen and the owner-only refusals @mobile', async ({ browser, isMobile }) => {
  const { page, data, origin, done } = await spanishSession(browser, isMobile, demo.employee.email, demo.employee.password);
  try {
    const list = await page.request.get('/api/customers', { headers: { origin } });
    const body = (await list.json()) as { customers?: { id: string }[]; items?: { id: string }[] };
    const first = (body.customers ?? body.items ?? [])[0];
    expect(first, 'a demo customer').toBeTruthy();
    for (const route of routesOf('employee')) await visit(page, data, route, { customerId: first!.id });
  } finally {
    await done();
  }
});

test('the platform admin: every admin screen and its tabs @mobile', async ({ browser, isMobile }) => {
  test.setTimeout(120_000);
  const { page, data, done } = await spanishSession(browser, isMobile, E2E_ADMIN.email, E2E_ADMIN.password);
  try {
    await visit(page, data, paths.admin.stores);
    const href = await page.locator('a[href^="/admin/stores/"]').first().getAttribute('href');
    const storeId = decodeURIComponent(href!.split('/').pop()!);
    for (const route of routesOf('admin')) await visit(page, data, route, { storeId });
    await visit(page, data, paths.admin.settings);
    for (const tab of await page.getByRole('tab').all()) {
      await tab.click();
      await expectNoEnglish(page, `${paths.admin.settings} tab ${await tab.innerText()}`, data);
    }
  } finally {
    await done();
  }
});
