import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { DEFAULT_LANGUAGE, languages, type Language } from '#shared/i18n/languages';
import { isSpaRoute } from '#shared/routes/app-paths';
import { localizedFile, localizedPath, matchPublicPath, publicPages } from '#shared/routes/public-pages';
import type { AppEnv } from '../http/types';
import { chosenLanguage, explicitLanguage, rememberLanguageCookie, VARY_LANGUAGE } from './public-page-language';


function readPage(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

const pageKey = (language: Language, pagePath: string) => `${language}:${pagePath}`;

type StaticSiteOptions = {
  /** APP_URL is https: the language cookie is Secure. */
  isSecure?: boolean;
  /** APP_URL's origin: the pages' hreflang links are made full URLs with it as the pages are loaded. */
  origin?: string;
};

const rootRelativeAlternate = /(<link rel="alternate" hreflang="[^"]+" href=")(\/[^"]*")/g;

/**
 * A prerendered page's hreflang links as full URLs (search engines take no other in them). The build
 * writes them root-relative because it does not know the public origin; APP_URL says it at run time.
 */
function withAbsoluteAlternates(html: string, origin: string): string {
  return html.replace(rootRelativeAlternate, (_, link: string, href: string) => `${link}${origin}${href}`);
}

/**
 * The built client: hashed assets with a year of caching, prerendered public pages in every
 * language, the SPA shell for app routes, and the 404 page (status 404) for anything else.
 *
 * Languages (decision 066): /es/… is always Spanish. An English path is answered in the language of
 * the cookie, else of Accept-Language: English there, a 302 to the /es/ path for Spanish, with
 * `Vary: Accept-Language, Cookie` (the answer depends on them). `?lang=<language>` (the language
 * switch) sets the cookie and redirects to that language's path.
 */
export function staticSite(clientDir: string, options: StaticSiteOptions = {}) {
  const pages = new Map<string, string>();
  const notFoundPages = new Map<Language, string>();
  for (const language of languages) {
    for (const page of publicPages) {
      const html = readPage(path.join(clientDir, 'pages', localizedFile(page.file, language)));
      if (html) pages.set(pageKey(language, page.path), options.origin ? withAbsoluteAlternates(html, options.origin) : html);
    }
    const notFound = readPage(path.join(clientDir, 'pages', localizedFile('not-found.html', language)));
    if (notFound) notFoundPages.set(language, notFound);
  }
  const spaShell = readPage(path.join(clientDir, 'index.html'));
  const fallbackNotFound = '<h1>Oops! Page not found</h1><a href="/">Return to Home</a>';
  const notFoundIn = (language: Language) => notFoundPages.get(language) ?? notFoundPages.get(DEFAULT_LANGUAGE) ?? fallbackNotFound;
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
    const match = matchPublicPath(pathname);
    const explicit = explicitLanguage(c);
    if (explicit && pages.has(pageKey(explicit, match.path))) {
      rememberLanguageCookie(c, explicit, options.isSecure ?? false);
      return c.redirect(localizedPath(match.path, explicit), 302);
    }
    if (match.language !== DEFAULT_LANGUAGE) {
      const page = pages.get(pageKey(match.language, match.path));
      return page ? c.html(page) : c.html(notFoundIn(match.language), 404);
    }
    // The client's route table (issue 36): a path it has no page for is the 404 page with status 404.
    if (isSpaRoute(pathname)) return c.html(spaShell ?? missingBuild, spaShell ? 200 : 503);
    c.header('Vary', VARY_LANGUAGE);
    const language = chosenLanguage(c);
    const page = pages.get(pageKey(DEFAULT_LANGUAGE, pathname));
    if (!page) return c.html(notFoundIn(language), 404);
    if (language !== DEFAULT_LANGUAGE && pages.has(pageKey(language, pathname))) {
      const query = new URL(c.req.url).search;
      return c.redirect(`${localizedPath(pathname, language)}${query}`, 302);
    }
    return c.html(page);
  });
  return app;
}
