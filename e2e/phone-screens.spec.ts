import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { expectNoSideScroll, expectNothingCut, expectReachable, lineCount, overlaps } from './support/layout';
import { expectToast, signInThroughUi } from './support/pages';
import { E2E_ADMIN, E2E_ORIGIN } from './support/stack';

/**
 * Issue 23, 'On a phone (375 px), as walked': the screens the walk found hard to use, at 375 px (and
 * 1280 px, where the tables stay tables). No page scrolls sideways, no record is cut, the actions are
 * on screen, the admin navigation shows its current item, a toast leaves the button free, Cancel
 * clears a post's draft, file names keep their extension, counts are said right for one and many.
 */
const origin = { origin: E2E_ORIGIN };
const width = (isMobile: boolean) => (isMobile ? 375 : 1280);
const shot = (page: Page, name: string, isMobile: boolean, fullPage = true) =>
  page.screenshot({ path: `tmp/screens/phone-${name}-${width(isMobile)}.png`, fullPage });

test('payroll: entries and an employee history as cards on a phone, with View and Delete in reach @mobile', async ({ page, isMobile }) => {
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/payroll');
  const entries = isMobile ? page.getByRole('list', { name: 'Payroll entries' }) : page.getByRole('table', { name: 'Payroll entries' });
  const first = entries.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: 'Leo Martinez' }).first();
  await expect(first).toBeVisible();
  await expectNoSideScroll(page, '/dashboard/payroll');
  await expectNothingCut(page.locator('main'), '/dashboard/payroll');
  if (isMobile) {
    await expect(page.getByRole('table', { name: 'Payroll entries' })).toBeHidden();
    for (const label of ['Total Pay', 'Hourly Rate', 'Pay Period', 'Total Hours']) await expect(first.getByText(label, { exact: true })).toBeVisible();
    await expect(first).toContainText(/\$[\d,]+\.\d\d\/hr/);
  }
  await expectReachable(first.getByRole('button', { name: 'View entry of Leo Martinez' }), 'View on the first entry');
  await expectReachable(first.getByRole('button', { name: 'Delete entry of Leo Martinez' }), 'Delete on the first entry');
  const last = entries.getByRole(isMobile ? 'listitem' : 'row').last();
  await expectReachable(last.getByRole('button', { name: /^Delete entry of / }), 'Delete on the last entry');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'payroll', isMobile, false);

  await first.getByRole('button', { name: 'Leo Martinez', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Employee Details' });
  const history = isMobile ? dialog.getByRole('list', { name: 'Payroll history' }) : dialog.getByRole('table', { name: 'Payroll history' });
  await expect(history).toBeVisible();
  await expectNothingCut(dialog, 'Employee Details');
  const rows = history.getByRole(isMobile ? 'listitem' : 'row');
  await expect(rows.nth(1)).toContainText('/hr'); // the Hourly Rate, last column of the table, is on every card
  await expectReachable(rows.last(), 'the oldest history entry');
  await expectReachable(dialog.getByRole('button', { name: 'Print Report' }), 'Print Report');
  await shot(page, 'employee-history', isMobile, false);
});

test('community: Cancel clears the draft and its refused file; names keep their extension @mobile', async ({ page, isMobile }) => {
  const title = `Price list ${width(isMobile)} ${Date.now() % 100000}`;
  const longPdf = 'price-list-for-the-whole-month-of-march-and-april.pdf';
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/community');
  await page.getByRole('button', { name: 'Create Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Post' });
  await dialog.getByLabel('Title').fill(title);
  // A file the server refuses (not a PDF inside): Create fails and the file shows why.
  await dialog.getByLabel('Files').setInputFiles({ name: longPdf, mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  const chosen = dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expectExtensionVisible(chosen.first(), '.pdf');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Failed to create post');
  await expect(chosen.first().locator('.text-danger')).toBeVisible();
  await expectNothingCut(dialog, 'Create Post');
  await shot(page, 'create-post-refused', isMobile, false);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Content')).toHaveValue('');
  await expect(dialog.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);

  // The next Create goes through with a real PDF; its thumbnail keeps '.pdf' in sight.
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Files').setInputFiles({ name: longPdf, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'Post created successfully');
  const thumb = page.getByTestId('post-card').filter({ hasText: title }).getByRole('button', { name: `Open ${longPdf}` });
  await expect(thumb).toBeVisible();
  await expectExtensionVisible(thumb, '.pdf');
  await expectNoSideScroll(page, '/dashboard/community');
  await shot(page, 'community-thumb', isMobile, false);
});

/** The name is cut in its middle: the stem ends in '…' and the extension is wholly inside the box. */
async function expectExtensionVisible(box: import('@playwright/test').Locator, extension: string) {
  const ext = box.locator('[data-part="extension"]');
  await expect(ext).toHaveText(extension);
  const [outer, inner] = [(await box.boundingBox())!, (await ext.boundingBox())!];
  expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 0.5);
  expect(inner.width).toBeGreaterThan(0);
}

test('admin: the navigation shows its current item, stores and security fit, the toast leaves the cheque button free, counts read right @mobile', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  expect((await page.request.post('/api/auth/sign-in/email', { headers: origin, data: E2E_ADMIN })).ok()).toBe(true);

  // The navigation: every item whole and on screen (it wraps on a phone), the current one marked.
  for (const [path, current] of [
    ['/admin/security', 'Security'],
    ['/admin/system-settings', 'System Settings'],
    ['/admin/stores', 'Stores'],
  ] as const) {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: current })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: current })).toBeInViewport({ ratio: 1 });
    for (const link of await nav.getByRole('link').all()) {
      await expect(link).toBeInViewport({ ratio: 1 });
      expect(await lineCount(link), `nav item ${await link.textContent()}`).toBe(1);
    }
    await expectNothingCut(nav, `admin navigation on ${path}`);
    await expectNoSideScroll(page, path);
  }

  // /admin/stores: the search's placeholder fits its box; the cards show the trial end as the table does.
  const search = page.getByLabel('Search');
  const placeholderFits = await search.evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(input.placeholder).width <= room;
  });
  expect(placeholderFits, 'the search placeholder is cut').toBe(true);
  const store = isMobile
    ? page.getByRole('list', { name: 'Stores' }).getByRole('listitem').filter({ hasText: demo.store.name })
    : page.getByRole('row').filter({ hasText: demo.store.name });
  await expect(store).toBeVisible();
  if (isMobile) await expect(store).toContainText('Trial ends');
  await expect(store).toContainText(/\w{3} \d{1,2}, \d{4}/);
  await expectReachable(store.getByRole('link', { name: `View ${demo.store.name}` }), 'View on the store card');
  await expectNothingCut(page.locator('main'), '/admin/stores');
  await shot(page, 'admin-stores', isMobile);

  // The store page: after 'Store Updated', the cheque button is free (not under the toast, clickable).
  await store.getByRole('link', { name: `View ${demo.store.name}` }).click();
  await expect(page.getByRole('heading', { name: demo.store.name, level: 1 })).toBeVisible();
  await page.getByLabel('Admin Notes').fill('Checked on a phone.');
  await page.getByRole('button', { name: 'Save Notes' }).click();
  const cheque = page.getByRole('button', { name: 'Record Cheque Payment' });
  await cheque.scrollIntoViewIfNeeded();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Store Updated' });
  await expect(toast).toBeVisible();
  // However far the admin has scrolled: the page's bottom, and the button brought as high as the page allows.
  for (const scroll of ['bottom', 'button-at-top'] as const) {
    await page.evaluate(
      ([where, y]) => window.scrollTo(0, where === 'bottom' ? document.body.scrollHeight : y),
      [scroll, (await cheque.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)) - 8] as const,
    );
    await expect(cheque).toBeInViewport({ ratio: 1 });
    for (const box of await toast.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(overlaps(box, (await cheque.boundingBox())!), `the toast covers Record Cheque Payment (${scroll})`).toBe(false);
    }
    await cheque.click({ trial: true, timeout: 2_000 });
  }
  await expectNoSideScroll(page, '/admin/stores/:id');
  await shot(page, 'admin-store-toast', isMobile, false);

  // /admin/security: one-line tabs, audit cards with whole emails.
  await page.goto('/admin/security');
  for (const tab of ['Audit Log', 'Failed Sign-ins', 'Sessions']) {
    expect(await lineCount(page.getByRole('tab', { name: tab })), `the ${tab} tab wraps`).toBe(1);
  }
  const audit = page.getByRole(isMobile ? 'list' : 'region', { name: 'Audit log entries' });
  await expect(audit.getByText(E2E_ADMIN.email).first()).toBeVisible();
  for (const email of (await audit.getByText(E2E_ADMIN.email).all()).slice(0, 5)) {
    // The email's own text lies on one line (not broken mid-word over several).
    const lines = await email.evaluate((el, address) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(address);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + address.length);
        return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
      }
      return -1;
    }, E2E_ADMIN.email);
    expect(lines, 'an email in the audit log is broken over lines').toBe(1);
  }
  await expectNoSideScroll(page, '/admin/security');
  await shot(page, 'admin-security', isMobile, false);
  await page.getByRole('tab', { name: 'Failed Sign-ins' }).click();
  await expectNothingCut(page.getByRole('tablist'), 'security tabs');

  // The daily credit reset says '1 customer' for one and 'customers' for none.
  const owner = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: origin });
  expect((await owner.post('/api/auth/sign-in/email', { data: demo.owner })).ok()).toBe(true);
  await page.goto('/dashboard/admin');
  const reset = async () => {
    await page.getByRole('button', { name: 'Reset Daily Credit Now' }).click();
    const done = page.waitForResponse((response) => response.url().endsWith('/api/admin/daily-credit-reset') && response.ok());
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
    await done;
    return page.getByRole('region', { name: 'Daily Credit Reset' }).getByRole('status');
  };
  await expect(await reset()).toBeVisible(); // whatever was given today, cleared
  const customer = await owner.post('/api/customers', { data: { name: 'Phone Walk Plural', phone: '+12175550193' } });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { id: string }).id;
  expect((await owner.post(`/api/customers/${customerId}/credit`, { data: { amountCents: 250 } })).status()).toBe(201);
  await expect(await reset()).toHaveText('Reset Completed: 1 customer had their daily credit reset');
  await expect(await reset()).toHaveText('Reset Completed: 0 customers had their daily credit reset');
  await expectNoSideScroll(page, '/dashboard/admin');
  await owner.delete(`/api/customers/${customerId}`);
  await owner.dispose();
});
