import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demo } from '../src/server/cli/demo-accounts';
import { E2E_ADMIN, E2E_ORIGIN } from './support/stack';
import { waitForMailLink } from './support/mail';
import { expectToast, signInThroughUi, strongPassword, uniqueEmail } from './support/pages';

/** A verified owner past setup (store A), made through the API. */
async function createOwner(storeName: string) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { origin: E2E_ORIGIN } });
  const email = uniqueEmail('community-owner');
  const store = { street: '9 Elm St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550190', timezone: 'America/Chicago' };
  const signup = await api.post('/api/signup', {
    data: { firstName: 'Alma', lastName: 'Alder', email, password: strongPassword, storeName, storeStreet: store.street, storeCity: store.city, storeState: store.state, storeZip: store.zip, storePhone: store.phone, timezone: store.timezone },
  });
  expect(signup.status()).toBe(201);
  expect((await api.get(await waitForMailLink(email, '/api/auth/verify-email'), { maxRedirects: 0 })).status()).toBe(302);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password: strongPassword } })).status()).toBe(200);
  expect((await api.post('/api/stores/setup', { data: { name: storeName, ...store } })).status()).toBe(201);
  await api.dispose();
  return email;
}

async function openBoard(browser: Browser, viewport: { width: number; height: number }, email: string, password: string) {
  const context = await browser.newContext({ viewport, baseURL: E2E_ORIGIN });
  const page = await context.newPage();
  await signInThroughUi(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
  return page;
}

/** WCAG 2.2 AA, as e2e/accessibility.spec.ts checks every other screen. */
async function expectAccessible(page: Page, where: string) {
  // The toaster is left out (toasts fade in and out under axe); its text colours are checked against sonner's
  // backgrounds by src/client/app/toast-colours.test.ts.
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })), where).toEqual([]);
}

const card = (page: Page, title: string) => page.getByTestId('post-card').filter({ hasText: title });

test('two stores and an admin use the board live: post with files, message, pin, delete @mobile', async ({ browser, viewport, isMobile }, info) => {
  test.setTimeout(80_000);
  const size = viewport ?? { width: 1280, height: 800 };
  const title = `Spare milk crates ${info.project.name} ${Date.now() % 100000}`;
  const storeA = `Alder Grocery ${info.project.name}`;
  const pageA = await openBoard(browser, size, await createOwner(storeA), strongPassword);
  const pageB = await openBoard(browser, size, demo.owner.email, demo.owner.password);
  const admin = await openBoard(browser, size, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  for (const page of [pageA, pageB]) {
    await page.goto('/dashboard/community');
    await expect(page.getByRole('heading', { name: 'Store Community' })).toBeVisible();
  }

  // A creates a post with an image and a PDF; promotion is not offered to a store owner.
  await pageA.getByRole('button', { name: 'Create Post' }).click();
  const dialog = pageA.getByRole('dialog', { name: 'Create Post' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await expect(dialog.getByLabel('Type').locator('option')).toHaveText(['General', 'Exchange', 'Important']);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Free to a good home.\n<img src=x onerror=alert(1)> https://example.com/crates');
  await dialog.getByLabel('Type').selectOption('exchange');
  const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#2a7' } }).png().toBuffer();
  await dialog.getByLabel('Files').setInputFiles([
    { name: 'crates.png', mimeType: 'image/png', buffer: png },
    { name: 'price-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') },
  ]);
  await expect(dialog.getByRole('list', { name: 'Chosen files' }).getByRole('listitem')).toHaveCount(2);
  await pageA.screenshot({ path: `tmp/screens/community-create-${info.project.name}.png` });
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expectToast(pageA, 'Post created successfully');

  // B sees it appear without reloading; the admin, elsewhere, sees an unread count on Community.
  await expect(card(pageB, title)).toBeVisible();
  await expect(card(pageB, title).getByTestId('post-type')).toHaveText('Exchange');
  await expect(card(pageB, title).getByText('<img src=x onerror=alert(1)>', { exact: false })).toBeVisible();
  await expect(card(pageB, title).getByRole('link', { name: 'https://example.com/crates' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(pageB, 'the board');
  await pageB.screenshot({ path: `tmp/screens/community-card-${info.project.name}.png` });
  if (isMobile) await admin.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(admin.getByTestId('nav-count-community').filter({ visible: true })).toBeVisible();
  await admin.getByRole('navigation', { name: 'Main' }).filter({ visible: true }).getByRole('link', { name: /Community/ }).click();
  await expect(card(admin, title)).toBeVisible();

  // A opens the post; B opens it, looks at the PDF and sends a message with Enter.
  await card(pageA, title).getByRole('button', { name: title }).click();
  await card(pageB, title).getByRole('button', { name: title }).click();
  const postB = pageB.getByRole('dialog', { name: title });
  await expect(postB.getByRole('img', { name: 'crates.png' })).toBeVisible();
  await postB.getByRole('button', { name: 'Open price-list.pdf' }).click();
  await expect(pageB.getByText('File preview not available')).toBeVisible();
  await expect(pageB.getByRole('link', { name: 'Open in New Tab' })).toBeVisible();
  await pageB.screenshot({ path: `tmp/screens/community-viewer-${info.project.name}.png` });
  await pageB.keyboard.press('Escape');
  await expect(postB.getByRole('button', { name: 'Delete' })).toHaveCount(0); // B's owner: another store's post
  await expect(postB.getByRole('button', { name: 'Pin' })).toHaveCount(0);
  await postB.getByLabel('Message', { exact: true }).fill('Still available? We could pick them up today.');
  await postB.getByLabel('Message', { exact: true }).press('Enter');
  await expectToast(pageB, 'Message sent successfully');
  await expect(pageA.getByTestId('message-thread')).toContainText('Still available? We could pick them up today.');
  await pageB.screenshot({ path: `tmp/screens/community-post-${info.project.name}.png` });
  await expectAccessible(pageB, 'the post dialog');

  // The server refuses B's owner too.
  const postId = await pageB.evaluate(async () => (await (await fetch('/api/community/posts')).json()).posts[0].id as string);
  const refused = await pageB.evaluate(async (id) => (await fetch(`/api/community/posts/${id}`, { method: 'DELETE' })).json(), postId);
  expect(refused).toEqual({ error: { code: 'COMMUNITY_DELETE_FORBIDDEN' } });

  // The admin is offered promotion, and pins the post: it moves first for A and B.
  await admin.getByRole('button', { name: 'Create Post' }).click();
  await expect(admin.getByRole('dialog', { name: 'Create Post' }).getByLabel('Type').locator('option')).toHaveText(['General', 'Exchange', 'Important', 'Promotion']);
  await admin.keyboard.press('Escape');
  await card(admin, title).getByRole('button', { name: title }).click();
  await admin.getByRole('dialog', { name: title }).getByRole('button', { name: 'Pin' }).click();
  await expectToast(admin, 'Post pinned/unpinned successfully');
  for (const page of [pageA, pageB]) {
    await expect(page.getByTestId('post-card').first()).toContainText(title);
    await expect(page.getByTestId('post-card').first().getByTestId('pinned')).toBeVisible();
  }
  await admin.screenshot({ path: `tmp/screens/community-admin-${info.project.name}.png` });

  // A's owner deletes it (after confirming): it disappears for B, whose open dialog closes.
  await pageA.getByRole('dialog', { name: title }).getByRole('button', { name: 'Delete' }).click();
  await pageA.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(pageA, 'Post deleted successfully');
  await expect(card(pageB, title)).toHaveCount(0);
  await expect(pageB.getByRole('dialog', { name: title })).toHaveCount(0);
  await pageB.screenshot({ path: `tmp/screens/community-board-${info.project.name}.png`, fullPage: true });

  for (const page of [pageA, pageB, admin]) await page.context().close();
});
