import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { acceptLanguageTags, isLanguage, pickLanguage, type Language } from '#shared/i18n/languages';
import { LANGUAGE_COOKIE } from '#shared/routes/public-pages';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language of a public page asked for at its English path with no language in the path
 * (decision 066): the language cookie (this device's choice: the public pages' switch, sign-in, the
 * app), else the first language of Accept-Language we speak, else English.
 */
export function chosenLanguage(c: Context): Language {
  const cookie = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(cookie)) return cookie;
  return pickLanguage(acceptLanguageTags(c.req.header('accept-language')));
}

/** `?lang=es` on a public page: an explicit choice (the language switch's links). */
export function explicitLanguage(c: Context): Language | null {
  const lang = c.req.query('lang');
  return isLanguage(lang) ? lang : null;
}

/** Remember a choice for a year. Not HttpOnly: the app reads and writes it too (src/client/i18n/i18n.ts). */
export function rememberLanguageCookie(c: Context, language: Language, isSecure: boolean): void {
  setCookie(c, LANGUAGE_COOKIE, language, { path: '/', maxAge: YEAR_SECONDS, sameSite: 'Lax', secure: isSecure });
}

/** The answer at an English path depends on these request headers: a cache keeps one answer per value. */
export const VARY_LANGUAGE = 'Accept-Language, Cookie';
