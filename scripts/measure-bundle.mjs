#!/usr/bin/env node
// JavaScript a browser downloads on first load of `/`, `/auth` and `/dashboard` (signed in), in
// Chromium against the real built server, each script gzipped (zlib level 6, what the server's
// compression sends). Run `npm run build` first.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { createOwnerSession, startServer } from './lib/server.mjs';

const server = await startServer({ port: 3201 });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const { cookie } = await createOwnerSession(server.origin);
  const results = [];
  for (const [label, path, signedIn] of [
    ['landing /', '/', false],
    ['sign-in /auth', '/auth', false],
    ['dashboard /dashboard (owner)', '/dashboard', true],
  ]) {
    const context = await browser.newContext();
    if (signedIn) {
      const [name, ...rest] = cookie.split('=');
      await context.addCookies([{ name, value: rest.join('=').split(';')[0], url: server.origin }]);
    }
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') {
        const body = await response.body().catch(() => Buffer.alloc(0));
        scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body, { level: 6 }).length });
      }
    });
    await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle' });
    await context.close();
    const gzip = scripts.reduce((s, x) => s + x.gzip, 0);
    const raw = scripts.reduce((s, x) => s + x.raw, 0);
    results.push({ label, files: scripts.length, rawKB: (raw / 1024).toFixed(1), gzipKB: (gzip / 1024).toFixed(1) });
  }
  console.log('| Page | JS files | raw KB | gzip KB |\n| --- | --- | --- | --- |');
  for (const r of results) console.log(`| ${r.label} | ${r.files} | ${r.rawKB} | ${r.gzipKB} |`);
} finally {
  await browser.close();
  await server.stop();
}
