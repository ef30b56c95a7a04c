import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { E2E_ADMIN } from './support/stack';
import { expectNoSideScroll, expectNothingCut, overlaps } from './support/layout';
import { expectToast, signInThroughUi, uniqueEmail } from './support/pages';

/**
 * /admin/system-settings (issue 13 item 6): the admin saves minimum password length 12 and sign-up
 * then refuses an 11-character password; turns maintenance mode on and a store user sees the
 * maintenance page; everything is put back (the settings are platform-wide).
 */
async function openAs(browser: Browser, size: { width: number; height: number }, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

async function saveSetting(admin: Page, tab: string, act: (page: Page) => Promise<void>) {
  await admin.getByRole('tab', { name: tab }).click();
  await act(admin);
  await admin.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(admin, 'Settings Saved');
}

test('an admin saves settings that take effect: password length at sign-up, maintenance page @mobile', async ({ browser, viewport }, info) => {
  const size = viewport ?? { width: 1280, height: 800 };
  const admin = await openAs(browser, size, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/system-settings');
  await expect(admin.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveText(['General', 'Email', 'Payment', 'Security', 'System']);
  await expect(admin.getByLabel('Company Name')).toHaveValue(/.+/);
  await admin.screenshot({ path: `tmp/screens/admin-settings-${info.project.name}.png`, fullPage: true });

  try {
    // A bad value is refused inline and nothing is saved.
    await admin.getByRole('tab', { name: 'Security' }).click();
    await admin.getByLabel('Minimum Password Length').fill('7');
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await expect(admin.getByText('Enter a whole number from 8 to 128 characters')).toBeVisible();

    await saveSetting(admin, 'Security', (p) => p.getByLabel('Minimum Password Length').fill('12'));
    await admin.screenshot({ path: `tmp/screens/admin-settings-security-${info.project.name}.png`, fullPage: true });

    // Sign-up now refuses an 11-character password (a fresh visitor).
    const visitorContext = await browser.newContext({ viewport: size });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/auth');
    await visitor.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = visitor.getByRole('tabpanel', { name: 'Sign Up' });
    await expect(signUp.getByText('At least 12 characters', { exact: false })).toBeVisible();
    await signUp.getByLabel('First Name').fill('Ana');
    await signUp.getByLabel('Last Name').fill('Short');
    await signUp.getByLabel('Email').fill(uniqueEmail('short-pass'));
    await signUp.getByLabel('Password', { exact: true }).fill('Abcdefgh1x2');
    await signUp.getByLabel('Store Name').fill('Short Pass Shop');
    const address = signUp.getByRole('group', { name: 'Store Address' });
    await address.getByLabel('Street').fill('5 Elm St');
    await address.getByLabel('City').fill('Austin');
    await address.getByLabel('State').fill('TX');
    await address.getByLabel('ZIP').fill('78701');
    await signUp.getByLabel('Store Phone').fill('+15125550111');
    await signUp.getByRole('button', { name: /sign up|create account/i }).click();
    await expect(signUp.getByText('Password is shorter than the minimum length this platform requires').first()).toBeVisible();
    await visitorContext.close();

    // Maintenance mode: a store user sees the maintenance page; the admin keeps working.
    await saveSetting(admin, 'System', (p) => p.getByRole('switch', { name: 'Maintenance Mode' }).click());
    const ownerContext = await browser.newContext({ viewport: size });
    const owner = await ownerContext.newPage();
    await signInThroughUi(owner, demo.owner.email, demo.owner.password);
    await expect(owner.getByRole('heading', { name: 'Down for maintenance' })).toBeVisible();
    await owner.screenshot({ path: `tmp/screens/maintenance-${info.project.name}.png` });
    await admin.reload();
    await expect(admin.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
    await saveSetting(admin, 'System', (p) => p.getByRole('switch', { name: 'Maintenance Mode' }).click());
    await owner.reload();
    await expect(owner.getByText('Total Customers')).toBeVisible();
    await ownerContext.close();

    // Reset to defaults, with the spec's confirmation.
    await admin.getByRole('button', { name: 'Reset to Defaults' }).click();
    await expect(admin.getByRole('alertdialog')).toContainText('Are you sure you want to reset all settings to default values?');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
    await expectToast(admin, 'Settings Reset');
    await admin.getByRole('tab', { name: 'Security' }).click();
    await expect(admin.getByLabel('Minimum Password Length')).toHaveValue('8');
  } finally {
    // Platform-wide: never leave the other walks in maintenance or with a longer minimum.
    await admin.request.post('/api/admin/settings/reset', { headers: { origin: new URL(admin.url()).origin }, data: {} });
    await admin.context().close();
  }
});

/** No two tabs of the page's tab list cover each other, and none is cut or scrolls sideways. */
async function expectTabsSideBySide(page: Page, names: string[], where: string) {
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(names);
  const boxes = await Promise.all(names.map(async (name) => (await page.getByRole('tab', { name }).boundingBox())!));
  const covering = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlaps(a, b)).map((_, j) => `${names[i]} / ${names[i + 1 + j]}`));
  expect(covering, `${where}: tabs covering each other`).toEqual([]);
  await expectNothingCut(page.getByRole('tablist'), where);
  await expectNoSideScroll(page, where);
}

/**
 * Issue 36: an admin whose browser speaks Spanish (the account has no language of its own: nothing
 * is saved for the other walks) — the System Settings and Security tabs fit side by side at 375 px
 * (they spilled over each other), and the store list's filter and counters and a store's counts are
 * Spanish.
 */
test("the admin's screens in Spanish: tabs that fit, the store list and a store's counts @mobile", async ({ browser, viewport }, info) => {
  const size = viewport ?? { width: 1280, height: 800 };
  const context = await browser.newContext({ viewport: size, locale: 'es-US' });
  const admin = await context.newPage();
  const origin = new URL(info.project.use.baseURL!).origin;
  const signIn = await admin.request.post('/api/auth/sign-in/email', { headers: { origin }, data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(signIn.ok()).toBe(true);
  try {
    await admin.goto('/admin/system-settings');
    await expect(admin.getByRole('heading', { name: 'Configuración del sistema', level: 1 })).toBeVisible();
    await expectTabsSideBySide(admin, ['General', 'Correo electrónico', 'Pagos', 'Seguridad', 'Sistema'], 'system settings (es)');
    await admin.screenshot({ path: `tmp/screens/es-admin-settings-${info.project.name}.png`, fullPage: true });

    await admin.goto('/admin/security');
    await expectTabsSideBySide(admin, ['Registro de auditoría', 'Inicios fallidos', 'Sesiones'], 'security (es)');
    await admin.screenshot({ path: `tmp/screens/es-admin-security-${info.project.name}.png` });

    await admin.goto('/admin/stores');
    await expect(admin.getByRole('heading', { name: 'Tiendas', level: 1 })).toBeVisible();
    await expect(admin.getByLabel('Estado').locator('option')).toHaveText(['Todas', 'Prueba', 'Activa', 'Suspendida', 'Vencida']);
    for (const counter of ['Total de tiendas', 'Prueba', 'Activa', 'Suspendidas / vencidas']) {
      await expect(admin.getByRole('main').getByText(counter, { exact: true }).first()).toBeVisible();
    }
    await expect(admin.getByRole('main').getByText(/^(Trial|Active|All|Suspended|Expired)$/)).toHaveCount(0);
    await admin.screenshot({ path: `tmp/screens/es-admin-stores-${info.project.name}.png`, fullPage: true });

    const list = (await (await admin.request.get('/api/admin/stores')).json()) as { stores: { id: string }[] };
    await admin.goto(`/admin/stores/${list.stores[0]!.id}`);
    await expect(admin.getByText('Registros diarios', { exact: true })).toBeVisible();
    await expect(admin.getByText('Clientes', { exact: true })).toBeVisible();
    await expect(admin.getByText('Empleados', { exact: true })).toBeVisible();
    await expect(admin.getByText(/^(Customers|Employees)$/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
