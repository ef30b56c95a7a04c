import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import statementEnglish from '../src/server/statements/texts/en';
import english from '../src/client/i18n/locales/en/index';
import spanish from '../src/client/i18n/locales/es/index';
import { flattenCatalogue } from '../src/client/i18n/catalogue';
import { payrollBody } from '../src/server/payroll/payroll-test-support';
import { expectNoSideScroll, expectNothingCut } from './support/layout';
import { waitForMailLink } from './support/mail';
import { signInThroughUi, strongPassword, uniqueEmail } from './support/pages';

/**
 * Issue 27: a person switches to Español at 375 px and 1280 px; every text on the dashboard and a
 * customer's screens is Spanish at once (no reload, form state kept), stays Spanish after a reload,
 * and a sign-in on another device (a fresh browser context) gets the language saved on the account.
 */
const width = (isMobile: boolean) => (isMobile ? 375 : 1280);
const shot = (page: Page, name: string, isMobile: boolean) => page.screenshot({ path: `tmp/screens/es-${name}-${width(isMobile)}.png`, fullPage: true });

/** English sentences of the catalogue (those Spanish writes differently, two words or more, no values). */
const englishSentences = (() => {
  const en = flattenCatalogue(english);
  const es = flattenCatalogue(spanish);
  return Object.entries(en)
    .filter(([key, text]) => text !== es[key] && !text.includes('{') && /\p{L}+\s+\p{L}+/u.test(text))
    .map(([, text]) => text);
})();

async function expectNoEnglish(page: Page, where: string) {
  const shown = await page.locator('body').innerText();
  const left = englishSentences.filter((sentence) => shown.includes(sentence));
  expect(left, `${where}: English left on a Spanish screen`).toEqual([]);
}

/** A new store owner (their own account, so the demo accounts other walks use stay in English). */
async function newOwner(page: Page, isMobile: boolean) {
  const email = uniqueEmail(`idioma-${width(isMobile)}`);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const signup = await page.request.post('/api/signup', {
    headers: { origin },
    data: {
      firstName: 'Rosa', lastName: 'Díaz', email, password: strongPassword, storeName: 'Bodega La Esquina',
      storeStreet: '12 Main St', storeCity: 'Houston', storeState: 'TX', storeZip: '77002', storePhone: '+17135550100', timezone: 'America/Chicago',
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto(await waitForMailLink(email, '/api/auth/verify-email'));
  await signInThroughUi(page, email, strongPassword);
  await expect(page).toHaveURL(/\/setup$/);
  const setup = await page.request.post('/api/stores/setup', {
    headers: { origin },
    data: { name: 'Bodega La Esquina', street: '12 Main St', city: 'Houston', state: 'TX', zip: '77002', phone: '+17135550100', timezone: 'America/Chicago' },
  });
  expect(setup.status()).toBe(201);
  const customer = await page.request.post('/api/customers', { headers: { origin }, data: { name: 'Maria Gonzalez', phone: '+17135550111' } });
  expect(customer.status()).toBe(201);
  return { email, origin, customerId: ((await customer.json()) as { id: string }).id };
}

test('Español at once, kept after a reload and on another device @mobile', async ({ page, browser, isMobile }) => {
  test.setTimeout(120_000);
  const owner = await newOwner(page, isMobile);
  await page.goto('/dashboard');
  await expect(page.getByText('Total Customers')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // A form being filled keeps what was typed when the language changes.
  await page.goto('/dashboard/customers/new');
  await page.getByLabel('Name *').fill('Carlos Ruiz');
  await page.getByTestId('language-select').selectOption('es');
  await expect(page.getByLabel('Nombre *')).toHaveValue('Carlos Ruiz');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Teléfono *').fill('+17135550112');
  await page.getByRole('button', { name: 'Agregar cliente' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Cliente agregado' }).first()).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  await expect(page.getByText('Total de clientes')).toBeVisible();
  await expect(page.getByText('Hoy de un vistazo')).toBeVisible();
  await expectNoEnglish(page, '/dashboard');
  await expectNoSideScroll(page, '/dashboard (es)');
  await expectNothingCut(page.locator('main'), '/dashboard (es)');
  await shot(page, 'dashboard', isMobile);

  await page.goto('/dashboard/customers');
  await expect(page.getByText('2 clientes')).toBeVisible();
  await expectNoEnglish(page, '/dashboard/customers');
  await expectNoSideScroll(page, '/dashboard/customers (es)');
  await shot(page, 'customers', isMobile);

  await page.goto(`/dashboard/customers/${owner.customerId}`);
  await expect(page.getByRole('heading', { name: 'Crédito y estado' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Dar crédito' }).first()).toBeVisible();
  await expectNoEnglish(page, 'customer detail');
  await expectNoSideScroll(page, 'customer detail (es)');
  await expectNothingCut(page.locator('main'), 'customer detail (es)');
  await shot(page, 'customer', isMobile);

  await page.getByRole('button', { name: 'Dar crédito' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Dar crédito' });
  await expect(dialog.getByText('Agregar a la cuenta de Maria Gonzalez.')).toBeVisible();
  await expectNoEnglish(page, 'Give Credit dialog');
  await expectNothingCut(dialog, 'Give Credit dialog (es)');
  await shot(page, 'give-credit', isMobile);
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/sales');
  await expect(page.getByText('Control de efectivo')).toBeVisible();
  await expectNoEnglish(page, '/dashboard/sales');
  await expectNoSideScroll(page, '/dashboard/sales (es)');
  await shot(page, 'cash-log', isMobile);

  // A reload keeps Spanish.
  await page.reload();
  await expect(page.getByText('Control de efectivo')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // Another device: a fresh browser context signs in (the sign-in page follows its browser: English)
  // and gets the language saved on the account.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'en-US' });
  const device = await other.newPage();
  await signInThroughUi(device, owner.email, strongPassword);
  await expect(device).toHaveURL(/\/dashboard$/);
  await expect(device.getByText('Total de clientes')).toBeVisible();
  await expect(device.locator('html')).toHaveAttribute('lang', 'es');
  await expectNoEnglish(device, '/dashboard on another device');

  // Back to English on that device: the account follows, and every text is the spec's again.
  await device.getByTestId('language-select').selectOption('en');
  await expect(device.getByText('Total Customers')).toBeVisible();
  await other.close();
  await page.reload();
  await expect(page.getByText('Daily Cash Log').or(page.getByText('Cash Tracking')).first()).toBeVisible();
});

test('the sign-in page follows the browser: Spanish for an es-US browser, and the choice there switches it @mobile', async ({ browser, isMobile }) => {
  const context = await browser.newContext({ locale: 'es-US', viewport: { width: width(isMobile), height: 740 } });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Registrarse' })).toBeVisible();
  await expectNoEnglish(page, '/auth (es-US browser)');
  await expectNoSideScroll(page, '/auth (es)');
  await page.screenshot({ path: `tmp/screens/es-auth-${width(isMobile)}.png`, fullPage: true });
  await page.getByTestId('language-select').selectOption('en');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await context.close();
});

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })), `axe violations on ${where}`).toEqual([]);
}

test("the customer's language, their statement page and an export, in Spanish @mobile", async ({ page, browser, isMobile }) => {
  test.setTimeout(120_000);
  const owner = await newOwner(page, isMobile);
  await page.goto('/dashboard');
  await page.getByTestId('language-select').selectOption('es');
  await expect(page.getByText('Total de clientes')).toBeVisible();

  // Add Customer: the language select, defaulting to the store's (now Spanish).
  await page.goto('/dashboard/customers/new');
  const select = page.getByLabel('Idioma de los mensajes');
  await expect(select).toHaveValue('');
  await expect(select.locator('option:checked')).toHaveText('Idioma de la tienda (Español)');
  await expect(page.getByText('Los recordatorios, recibos y el estado de cuenta se escriben en este idioma.')).toBeVisible();
  await expectNoEnglish(page, '/dashboard/customers/new');
  await expectNoSideScroll(page, 'new customer (es)');
  await expectNothingCut(page.locator('main'), 'new customer (es)');
  await expectNoViolations(page, 'new customer (es)');
  await shot(page, 'new-customer', isMobile);
  await page.getByLabel('Nombre *').fill('Jenny Park');
  await page.getByLabel('Teléfono *').fill('+17135550113');
  await select.selectOption('en');
  await page.getByRole('button', { name: 'Agregar cliente' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  // Her page: the screen in Spanish, her language English, changeable there.
  const mine = page.getByLabel('Idioma de los mensajes');
  await expect(mine).toHaveValue('en');
  await expectNoEnglish(page, 'customer detail with its language');
  await expectNothingCut(page.locator('main'), 'customer detail with its language (es)');
  await shot(page, 'customer-language', isMobile);
  await mine.selectOption('es');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Idioma actualizado' }).first()).toBeVisible();
  await expect(mine).toHaveValue('es');

  // Maria has no language of her own: her statement follows the store's (the owner's Spanish).
  const made = await page.request.post(`/api/customers/${owner.customerId}/statement-links`, { headers: { origin: owner.origin }, data: {} });
  expect(made.status()).toBe(201);
  const { url } = (await made.json()) as { url: string };
  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'en-US' });
  const statement = await customer.newPage();
  await statement.goto(new URL(url).pathname);
  await expect(statement.locator('html')).toHaveAttribute('lang', 'es');
  await expect(statement.getByRole('heading', { name: 'Bodega La Esquina' })).toBeVisible();
  await expect(statement.getByText('Saldo pendiente')).toBeVisible();
  await expect(statement.getByText('No hay movimientos en este periodo.')).toBeVisible();
  const shown = await statement.locator('body').innerText();
  const englishLeft = Object.values(statementEnglish).filter((text) => !text.includes('{') && text.includes(' ') && shown.includes(text));
  expect(englishLeft, 'English left on the Spanish statement').toEqual([]);
  await expectNoSideScroll(statement, 'statement (es)');
  await expectNoViolations(statement, 'statement (es)');
  await statement.screenshot({ path: `tmp/screens/es-statement-${width(isMobile)}.png`, fullPage: true });
  await statement.emulateMedia({ media: 'print' });
  await expect(statement.getByText('Saldo pendiente')).toBeVisible();
  await statement.emulateMedia({ media: 'screen' });
  await customer.close();

  // An export, downloaded from Reports and read: Spanish headers.
  await page.goto('/dashboard/reports');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar Clientes CSV' }).click()]);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('ID,Nombre,Teléfono,Correo electrónico,Dirección,Saldo,Límite de crédito,Crédito diario activo,Con bandera roja,Notas de la bandera roja,Bloqueado,Verificado,Leal,Creado');
  expect(csv).toContain('Jenny Park');
  await expectNoEnglish(page, '/dashboard/reports');
  await expectNoViolations(page, '/dashboard/reports (es)');
});

/**
 * Issue 36: what the first Spanish walk missed — Give Credit's toasts (the success and the over-limit
 * refusal), the customer list's filter, the cash-log print's saved line, Daily Log History's phone
 * cards and the credit summary's period, all Spanish (they were built outside the catalogue).
 */
test('Spanish toasts, the cash-log print, the list filter, the report cards, payroll days and post dates @mobile', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  const owner = await newOwner(page, isMobile);
  await page.goto('/dashboard');
  await page.getByTestId('language-select').selectOption('es');
  await expect(page.getByText('Total de clientes')).toBeVisible();

  // Over the $50.00 limit: refused, in Spanish; then $25.00 given, in Spanish.
  await page.goto(`/dashboard/customers/${owner.customerId}`);
  const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
  await page.getByRole('button', { name: 'Dar crédito' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Dar crédito' });
  await dialog.getByLabel('Otra cantidad ($)').fill('60');
  await dialog.getByRole('button', { name: 'Dar crédito' }).click();
  await expect(toast('No se puede dar crédito. Superaría el límite de crédito de $50.00')).toBeVisible();
  await expect(toast('Límite de crédito excedido')).toBeVisible();
  await shot(page, 'credit-refused', isMobile);
  await dialog.getByRole('button', { name: '$25', exact: true }).click();
  await dialog.getByRole('button', { name: 'Dar crédito' }).click();
  await expect(toast('Crédito de $25.00 dado a Maria Gonzalez. Saldo nuevo: debe $25.00')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /given to|New balance|Cannot give credit/ })).toHaveCount(0);
  await shot(page, 'credit-given', isMobile);

  // The owner's list filter.
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('button', { name: 'Activos', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Archivados', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Active|Archived)$/ })).toHaveCount(0);

  // Today's cash log, saved, then printed: the saved line names who and when, in Spanish.
  await page.goto('/dashboard/sales');
  await page.getByLabel('Efectivo inicial', { exact: true }).fill('100');
  await page.getByLabel('Ventas en efectivo', { exact: true }).fill('80');
  await page.getByLabel('Efectivo contado al cierre', { exact: true }).fill('180');
  await page.getByRole('button', { name: 'Guardar registro' }).click();
  await expect(toast('Registro guardado')).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('article', { name: 'Registro diario de caja' });
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(/Guardado por Rosa Díaz el \d{2} [a-z]{3}\.? \d{4} \d{2}:\d{2}:\d{2}\./);
  await expect(printed).not.toContainText(/Saved|Printed|\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/);
  await page.screenshot({ path: `tmp/screens/es-cash-log-print-${width(isMobile)}.png`, fullPage: true });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });

  // Reports → Daily Log History: on a phone, cards whose figures are named in Spanish.
  await page.goto('/dashboard/reports/daily-logs');
  await expect(page.getByRole('heading', { name: 'Historial de registros diarios' })).toBeVisible();
  if (isMobile) {
    const card = page.getByRole('list', { name: 'Registros diarios' }).getByRole('listitem').first();
    await expect(card.locator('dt')).toHaveText(['Ventas en efectivo', 'Efectivo inicial', 'Salidas de caja', 'Efectivo esperado', 'Efectivo contado']);
    await expectNothingCut(page.locator('main'), 'daily log history cards (es)');
  }
  await expectNoEnglish(page, 'daily log history');
  await expectNoSideScroll(page, 'daily log history (es)');
  await shot(page, 'daily-log-history', isMobile);

  // The credit summary's period.
  await page.goto('/dashboard/reports/credit-summary');
  await expect(page.getByText(/^Últimos 30 días · \d{2} [a-z]{3}\.? \d{4} – \d{2} [a-z]{3}\.? \d{4}$/)).toBeVisible();
  await expect(page.getByText(/Past 30 days/)).toHaveCount(0);
  await expectNoEnglish(page, 'credit summary');
  await shot(page, 'credit-summary', isMobile);

  // Payroll: days as dd/MM/yyyy and the rate per hour the Spanish way, in the list, the entry and its print.
  const headers = { origin: owner.origin };
  const hired = await page.request.post('/api/employees', {
    headers,
    data: { firstName: 'Luis', lastName: 'Mora', email: `luis-${owner.email}`, password: strongPassword, phone: '+17135550123' },
  });
  expect(hired.status()).toBe(201);
  const employeeId = ((await hired.json()) as { userId: string }).userId;
  expect((await page.request.post('/api/payroll', { headers, data: await payrollBody(employeeId) })).status()).toBe(201);
  await page.goto('/dashboard/payroll');
  await expect(page.getByText('02/03/2026').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('08/03/2026').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('03/02/2026')).toHaveCount(0);
  await expect(page.getByText(/\/hr\b/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Ver registro de Luis Mora' }).filter({ visible: true }).first().click();
  const entry = page.getByRole('dialog', { name: 'Registro de nómina' });
  await expect(entry).toContainText('02/03/2026 – 08/03/2026');
  await expect(entry).toContainText(/\$11\.37\/h(?!r)/);
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await entry.getByRole('button', { name: 'Imprimir registro' }).click();
  await page.emulateMedia({ media: 'print' });
  const payslip = page.getByRole('article', { name: 'Registro de nómina' });
  await expect(payslip).toContainText('02/03/2026 – 08/03/2026');
  await expect(payslip).not.toContainText(/03\/02\/2026|\/hr\b/);
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');

  // A community post: its date and time in Spanish ('28 nov 2026, 6:31 p.m.'), not 'Nov 28, 2026, 6:31 PM'.
  const title = `Cajas de sobra ${width(isMobile)}-${Date.now().toString(36)}`;
  const posted = await page.request.post('/api/community/posts', { headers, data: { title, content: 'Gratis', postType: 'exchange' } });
  expect(posted.status()).toBe(201);
  await page.goto('/dashboard/community');
  const post = page.getByRole('article').filter({ hasText: title });
  await expect(post).toContainText(/\d{1,2} [a-z]{3}\.? \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\./);
  await expect(post).not.toContainText(/\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d|\b[AP]M\b/);
  await expect(post.getByTestId('post-type')).toHaveText('Intercambio');
  await shot(page, 'community', isMobile);
});
