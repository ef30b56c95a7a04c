import { expect, test } from '@playwright/test';

/**
 * Issue 36: the client the app serves is a production build whatever NODE_ENV the build ran under.
 * `npm test` builds it with NODE_ENV=test (scripts/test-all.mjs) and this stack runs with NODE_ENV=test:
 * React's production bundle (its development one prints "Download the React DevTools") and the service
 * worker registered (compiled in for production builds only), so navigator.serviceWorker.ready resolves.
 */
test('the served client is a production build: the service worker is ready and React is not the development bundle @mobile', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/auth');
  await expect(page.getByRole('button').first()).toBeVisible();
  const scope = await page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then((registration) => registration.scope),
      new Promise<string>((resolve) => setTimeout(() => resolve('not ready after 15 s'), 15_000)),
    ]),
  );
  expect(scope).toBe(new URL('/', page.url()).href);
  expect(messages.filter((text) => text.includes('React DevTools'))).toEqual([]);
});
