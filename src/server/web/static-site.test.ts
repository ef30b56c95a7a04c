import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { staticSite } from './static-site';

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
