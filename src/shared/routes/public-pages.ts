import { DEFAULT_LANGUAGE, languages, type Language } from '../i18n/languages';

/** The prerendered public pages: route → file under dist/client/pages (plain data, no React). */
export const publicPages = [
  { path: '/', file: 'index.html' },
  { path: '/app-setup', file: 'app-setup.html' },
  { path: '/terms-of-service', file: 'terms-of-service.html' },
  { path: '/privacy-policy', file: 'privacy-policy.html' },
  { path: '/contact-us', file: 'contact-us.html' },
] as const;

export type PublicPagePath = (typeof publicPages)[number]['path'];

/**
 * Every language but English has its pages under /<language>/ (decision 066): '/es/',
 * '/es/privacy-policy'. English keeps the paths it always had.
 */
export function localizedPath(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** The file of a page in a language: 'privacy-policy.html', 'es/privacy-policy.html'. */
export function localizedFile(file: string, language: Language): string {
  return language === DEFAULT_LANGUAGE ? file : `${language}/${file}`;
}

/**
 * A page's versions in every language, and x-default (English) for a reader whose language we do not
 * speak, as the <head>'s alternate links. Root-relative: the build that writes them does not know the
 * public origin; the server makes them full URLs with APP_URL as it loads the pages
 * (src/server/web/static-site.ts).
 */
export function alternateLinks(path: string): string[] {
  const links = languages.map((language) => `<link rel="alternate" hreflang="${language}" href="${localizedPath(path, language)}" />`);
  return [...links, `<link rel="alternate" hreflang="x-default" href="${localizedPath(path, DEFAULT_LANGUAGE)}" />`];
}

/** A request path (no trailing slash, '/' for the root) → its page's English path and language. */
export function matchPublicPath(pathname: string): { path: string; language: Language } {
  for (const language of languages) {
    if (language === DEFAULT_LANGUAGE) continue;
    const prefix = `/${language}`;
    if (pathname === prefix) return { path: '/', language };
    if (pathname.startsWith(`${prefix}/`)) return { path: pathname.slice(prefix.length), language };
  }
  return { path: pathname, language: DEFAULT_LANGUAGE };
}

/**
 * The cookie that holds a person's language choice on this device. Its name is the app's
 * localStorage key for the signed-out choice (src/client/i18n/i18n.ts), so the public pages, sign-in
 * and the server agree on one name.
 */
export const LANGUAGE_COOKIE = 'corner-store.language';
