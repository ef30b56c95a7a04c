import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../src/client/public/texts/en/index';
import { es } from '../src/client/public/texts/es/index';
import { expectNoSideScroll, expectNothingCut } from './support/layout';

/**
 * Issue 27, decision 066: the prerendered public pages in Spanish. A browser that asks for Spanish
 * opens / and lands on /es/ in Spanish, switches to English and back, opens the legal, contact and
 * app-setup pages and signs in in Spanish, at 375 px and 1280 px.
 */
test.use({ locale: 'es-US' });

const width = (isMobile: boolean) => (isMobile ? 375 : 1280);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every text of a texts object with its key path. */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  return Object.entries(value as object).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

/** The English pages' sentences Spanish writes differently (two words or more, no values or marks). */
const englishSentences = (() => {
  const spanish = new Map(leaves(es));
  return leaves(en)
    .filter(([key, text]) => text !== spanish.get(key) && !/[{*[]/.test(text) && /\p{L}+\s+\p{L}+/u.test(text))
    .map(([, text]) => text);
})();

async function expectSpanishPage(page: Page, where: string, isMobile: boolean) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const shown = await page.locator('body').innerText();
  expect(englishSentences.filter((sentence) => shown.includes(sentence)), `${where}: English left on a Spanish page`).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })), `axe violations on ${where}`).toEqual([]);
  await expectNoSideScroll(page, where);
  await expectNothingCut(page.locator('header'), where);
  await page.screenshot({ path: `tmp/screens/es-public-${where}-${width(isMobile)}.png`, fullPage: true });
}

test('a Spanish browser gets the public pages in Spanish, switches to English and back @mobile', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('h1')).toContainText('Maneje su tienda, no un cuaderno.');
  await expect(page).toHaveTitle(es.heads['index.html'].title);
  // Full URLs on the app's origin (APP_URL), as search engines take them.
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${origin}/es/`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`);
  await expectSpanishPage(page, 'landing', isMobile);

  // English, remembered: / stays English for this Spanish browser, even after a reload.
  await page.locator('header [data-language-switch="en"]').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('h1')).toContainText('Run your store, not a notebook.');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.screenshot({ path: `tmp/screens/en-public-landing-${width(isMobile)}.png` });

  // And back to Español.
  await page.locator('header [data-language-switch="es"]').click();
  await expect(page).toHaveURL(/\/es\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // A legal page, from the footer, in Spanish.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/es\/privacy-policy$/);
  await expect(page.locator('h1')).toHaveText('Política de privacidad');
  await expectSpanishPage(page, 'privacy', isMobile);
  await page.goto('/es/terms-of-service');
  await expectSpanishPage(page, 'terms', isMobile);
  await page.goto('/es/contact-us');
  await expectSpanishPage(page, 'contact', isMobile);
  await page.goto('/es/app-setup');
  await expectSpanishPage(page, 'app-setup', isMobile);

  // Sign in opens the app in Spanish (its ?lang=es is taken and removed from the address).
  await page.goto('/es/');
  await page.locator('header [data-auth-button]').click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('tab', { name: 'Registrarse' }).or(page.getByRole('button', { name: 'Registrarse' })).first()).toBeVisible();
});

test('an English browser opening /es/ directly gets Spanish, and Sign In opens the app in Spanish', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'en-US', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto('/es/contact-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('h1')).toHaveText('Contáctenos');
  await expect(page.locator('label[for="contact-email"]')).toHaveText('Correo electrónico');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/es/');
  await page.locator('header [data-auth-button]').click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await context.close();
});
