#!/usr/bin/env node
// Chromium's installability checks (what Lighthouse ≤ 11 reported as "installable-manifest"; Lighthouse
// 12 has no PWA category any more) on the real built server, in a normal (non-incognito) profile:
// manifest fields and icons, start URL, service worker. Exits 1 and lists the errors when any fails.
// Run after `npm run build`: `npm run check:installable` (not a timing: fine on a busy machine).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.mjs';

const server = await startServer({ port: Number(process.env.PORT ?? 3203) });
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-installable-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let failed = false;
try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${server.origin}/dashboard`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const manifestErrors = (manifest.errors ?? []).filter((e) => e.critical);
  console.log(`manifest: ${manifest.url}`);
  console.log(`manifest errors: ${manifestErrors.length ? JSON.stringify(manifestErrors) : 'none'}`);
  console.log(`installability errors: ${installabilityErrors.length ? installabilityErrors.map((e) => e.errorId).join(', ') : 'none'}`);
  failed = manifestErrors.length > 0 || installabilityErrors.length > 0;
  console.log(failed ? 'NOT installable' : 'installable: every check passes');
} finally {
  await context.close();
  await server.stop();
  fs.rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
