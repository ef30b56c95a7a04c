import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The public pages in the reader's language (decision 066), through the whole app (security
 * headers included) on a real database: /es/… is Spanish; an English path follows the language
 * cookie, else Accept-Language, and says so in Vary; ?lang= remembers a choice.
 */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-public-pages-'));
const files = ['index.html', 'privacy-policy.html', 'terms-of-service.html', 'app-setup.html', 'contact-us.html', 'not-found.html'];
fs.mkdirSync(path.join(clientDir, 'pages', 'es'), { recursive: true });
for (const file of files) {
  fs.writeFileSync(path.join(clientDir, 'pages', file), `<html lang="en"><p>english ${file}</p></html>`);
  fs.writeFileSync(path.join(clientDir, 'pages', 'es', file), `<html lang="es"><p>español ${file}</p></html>`);
}
fs.writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"></div>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.request(url, { headers });

/** The Vary header's names (compression adds Accept-Encoding to every compressible answer). */
const varyOf = (response: Response) => (response.headers.get('vary') ?? '').split(',').map((name) => name.trim()).filter((name) => name !== 'Accept-Encoding');

describe('an English path with no choice in it', () => {
  it('is English for an English browser and no cookie, and varies on Accept-Language and Cookie', async () => {
    const response = await get('/privacy-policy', { 'accept-language': 'en-US,en;q=0.9' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('english privacy-policy.html');
    expect(varyOf(response)).toEqual(['Accept-Language', 'Cookie']);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('goes to the Spanish page when Accept-Language prefers Spanish', async () => {
    const response = await get('/privacy-policy?utm=x', { 'accept-language': 'es-US,es;q=0.9,en;q=0.8' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/es/privacy-policy?utm=x');
    expect(varyOf(response)).toEqual(['Accept-Language', 'Cookie']);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const root = await get('/', { 'accept-language': 'fr-FR, es;q=0.5' });
    expect(root.headers.get('location')).toBe('/es/');
  });

  it('follows the language cookie before Accept-Language, both ways', async () => {
    const spanish = await get('/terms-of-service', { 'accept-language': 'en-US', cookie: 'corner-store.language=es' });
    expect(spanish.status).toBe(302);
    expect(spanish.headers.get('location')).toBe('/es/terms-of-service');
    const english = await get('/terms-of-service', { 'accept-language': 'es-MX,es', cookie: 'corner-store.language=en' });
    expect(english.status).toBe(200);
    expect(await english.text()).toContain('english terms-of-service.html');
    const unknown = await get('/terms-of-service', { 'accept-language': 'en', cookie: 'corner-store.language=xx' });
    expect(unknown.status).toBe(200);
  });

  it('answers an unknown path with the 404 page in the chosen language', async () => {
    const response = await get('/no-such-page', { 'accept-language': 'es' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('español not-found.html');
    expect(varyOf(response)).toEqual(['Accept-Language', 'Cookie']);
  });

  it('keeps the app shell for app routes whatever the language', async () => {
    const response = await get('/auth', { 'accept-language': 'es' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('an /es/ path', () => {
  it('is always Spanish, even for an English cookie and browser, and does not vary', async () => {
    for (const [url, file] of [['/es/', 'index.html'], ['/es', 'index.html'], ['/es/privacy-policy', 'privacy-policy.html'], ['/es/contact-us/', 'contact-us.html']]) {
      const response = await get(url!, { 'accept-language': 'en-US', cookie: 'corner-store.language=en' });
      expect(response.status, url).toBe(200);
      expect(await response.text()).toContain(`español ${file}`);
      expect(varyOf(response)).toEqual([]);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it('is the Spanish 404 page for an unknown Spanish path', async () => {
    const response = await get('/es/nothing-here', { 'accept-language': 'en' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('español not-found.html');
  });
});

describe('the language switch (?lang=)', () => {
  it('remembers the choice in the cookie for a year and goes to that language\'s page', async () => {
    const toEnglish = await get('/es/privacy-policy?lang=en', { 'accept-language': 'es' });
    expect(toEnglish.status).toBe(302);
    expect(toEnglish.headers.get('location')).toBe('/privacy-policy');
    const cookie = toEnglish.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^corner-store\.language=en; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const after = await get('/privacy-policy', { 'accept-language': 'es', cookie: 'corner-store.language=en' });
    expect(after.status).toBe(200);

    const toSpanish = await get('/?lang=es', { 'accept-language': 'en' });
    expect(toSpanish.headers.get('location')).toBe('/es/');
    expect(toSpanish.headers.get('set-cookie')).toContain('corner-store.language=es');
  });

  it('ignores a language we do not speak', async () => {
    const response = await get('/privacy-policy?lang=fr', { 'accept-language': 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
