import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site';
import { alternateLinks } from '#shared/routes/public-pages';
import { spaRoutePatterns } from '#shared/routes/app-paths';

/** The installable app's files (decision 032): the service worker is never cached, the manifest has its type. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-static-'));
fs.mkdirSync(path.join(dir, 'assets'));
fs.mkdirSync(path.join(dir, 'icons'));
fs.writeFileSync(path.join(dir, 'index.html'), '<div id="root"></div>');
fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
fs.writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Corner Store"}');
fs.writeFileSync(path.join(dir, 'icons', 'icon-192.png'), 'png');
fs.writeFileSync(path.join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
const site = staticSite(dir);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('static files of the installable app', () => {
  it('serves /sw.js as JavaScript that is always revalidated', async () => {
    const response = await site.request('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the manifest with its media type, and icons', async () => {
    const manifest = await site.request('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(await manifest.json()).toEqual({ name: 'Corner Store' });
    const icon = await site.request('/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('keeps hashed assets immutable and the shell no-cache', async () => {
    expect((await site.request('/assets/app-abc.js')).headers.get('cache-control')).toContain('immutable');
    expect((await site.request('/dashboard')).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('paths the app has no page for (issue 36)', () => {
  it('answer 404 with the not-found page, not the app shell with 200', async () => {
    for (const unknown of ['/admin/login.zip', '/anything/else', '/dashboard/customers/1/2', '/dashboard/nope', '/auth/x', '/setup/steps']) {
      const response = await site.request(unknown);
      expect(response.status, unknown).toBe(404);
      expect(await response.text(), unknown).not.toContain('<div id="root"></div>');
    }
  });

  it('serve the app shell with 200 for every route of the client\'s table (the control)', async () => {
    expect(spaRoutePatterns.length).toBeGreaterThan(20);
    for (const pattern of spaRoutePatterns) {
      const pathname = pattern.replace(/:[A-Za-z]+/g, '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
      const response = await site.request(pathname);
      expect(response.status, pathname).toBe(200);
      expect(await response.text(), pathname).toBe('<div id="root"></div>');
    }
    expect((await site.request('/dashboard/customers/')).status).toBe(200);
  });
});

describe("the public pages' hreflang links", () => {
  const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-hreflang-'));
  fs.mkdirSync(path.join(pagesDir, 'pages', 'es'), { recursive: true });
  // The head the build writes (alternateLinks, the same function the prerender uses).
  const page = (lang: string) => `<html lang="${lang}"><head>${alternateLinks('/privacy-policy').join('')}</head></html>`;
  fs.writeFileSync(path.join(pagesDir, 'pages', 'privacy-policy.html'), page('en'));
  fs.writeFileSync(path.join(pagesDir, 'pages', 'es', 'privacy-policy.html'), page('es'));
  afterAll(() => fs.rmSync(pagesDir, { recursive: true, force: true }));

  it('are full URLs on the origin of APP_URL, in every language', async () => {
    const served = staticSite(pagesDir, { origin: 'https://shop.example' });
    for (const url of ['/privacy-policy', '/es/privacy-policy']) {
      const html = await (await served.request(url)).text();
      expect(html).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/privacy-policy" />');
      expect(html).toContain('<link rel="alternate" hreflang="es" href="https://shop.example/es/privacy-policy" />');
      expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/privacy-policy" />');
      expect(html).not.toMatch(/hreflang="[^"]+" href="\//);
    }
  });

  it('stay as the build wrote them without an origin (the control)', async () => {
    const html = await (await staticSite(pagesDir).request('/privacy-policy')).text();
    expect(html).toContain('<link rel="alternate" hreflang="es" href="/es/privacy-policy" />');
  });
});
