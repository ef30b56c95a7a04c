import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { publicPages } from '#shared/routes/public-pages';
import type { AppEnv } from '../http/types';

/** Client routes served by the SPA shell (index.html); everything else unknown is the 404 page. */
const spaPrefixes = ['/auth', '/setup', '/dashboard', '/admin'];

function isSpaPath(pathname: string) {
  return spaPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function readPage(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * The built client: hashed assets with a year of caching, prerendered public pages, the SPA shell
 * for app routes, and the 404 page (status 404) for anything else.
 */
export function staticSite(clientDir: string) {
  const pages = new Map<string, string>();
  for (const page of publicPages) {
    const html = readPage(path.join(clientDir, 'pages', page.file));
    if (html) pages.set(page.path, html);
  }
  const spaShell = readPage(path.join(clientDir, 'index.html'));
  const notFound = readPage(path.join(clientDir, 'pages', 'not-found.html')) ?? '<h1>Oops! Page not found</h1><a href="/">Return to Home</a>';
  const missingBuild = '<p>The client is not built. Run <code>npm run build</code>.</p>';

  const app = new Hono<AppEnv>();
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/assets/*', serveStatic({ root: clientDir }));
  app.get('/favicon.svg', serveStatic({ root: clientDir }));
  // The installable app (decision 032). The service worker is always revalidated, so a deploy's new
  // worker is seen at once (browsers also cap its HTTP caching at 24 hours); icons are not hashed.
  app.get('/sw.js', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'no-cache');
  });
  app.get('/sw.js', serveStatic({ root: clientDir }));
  app.get('/manifest.webmanifest', async (c, next) => {
    await next();
    if (c.res.status === 200) {
      c.header('Content-Type', 'application/manifest+json');
      c.header('Cache-Control', 'no-cache');
    }
  });
  app.get('/manifest.webmanifest', serveStatic({ root: clientDir }));
  app.use('/icons/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=86400');
  });
  app.use('/icons/*', serveStatic({ root: clientDir }));
  app.get('/illustrations/*', serveStatic({ root: clientDir }));
  app.get('*', (c) => {
    const pathname = c.req.path.replace(/\/+$/, '') || '/';
    c.header('Cache-Control', 'no-cache');
    const page = pages.get(pathname);
    if (page) return c.html(page);
    if (isSpaPath(pathname)) return c.html(spaShell ?? missingBuild, spaShell ? 200 : 503);
    return c.html(notFound, 404);
  });
  return app;
}
