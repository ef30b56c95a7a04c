import { useEffect, useState, useSyncExternalStore } from 'react';
import { setupI18n, type I18n } from '@lingui/core';
import { DEFAULT_LANGUAGE, isLanguage, languages, localeOf, pickLanguage, type Language } from '#shared/i18n/languages';
import { setDisplayLocale } from '#shared/i18n/display-locale';
import { LANGUAGE_COOKIE } from '#shared/routes/public-pages';
import { compileCatalogue } from './compile-catalogue';
import { flattenCatalogue, type LanguageCatalogue, type TextKey, type TextValues } from './catalogue';

/**
 * The app's words (issue 27, decision 059): Lingui's core runtime holds the active language's
 * catalogue, compiled at build time (scripts/vite-catalogue-plugin.ts; at load time in tests and the
 * dev server). Each language is one chunk (`import()` below), so a person
 * downloads only their own.
 */
const i18n = setupI18n();

const loaders: Record<Language, () => Promise<{ default: LanguageCatalogue }>> = {
  en: () => import('./locales/en/index'),
  es: () => import('./locales/es/index'),
};

/** The device's language choice: the localStorage key and the cookie the server reads (decision 066). */
const STORAGE_KEY = LANGUAGE_COOKIE;

/** Make a loaded catalogue the active one: every subscribed screen re-renders in it. */
export function activateCatalogue(language: Language, catalogue: LanguageCatalogue): void {
  i18n.load(language, compileCatalogue(flattenCatalogue(catalogue)));
  setDisplayLocale(localeOf(language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  i18n.activate(language);
}

/** Load a language's catalogue (one request) and switch to it; the form state on screen stays. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.locale === language) return;
  const { default: catalogue } = await loaders[language]();
  activateCatalogue(language, catalogue);
}

/** The language on screen now. */
export const currentLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** The text for a key, with its values ('{count}', '{name}'…) filled in. */
export function t(key: TextKey, values?: TextValues): string {
  // Before a language is loaded (a text read at module level, which the catalogue forbids) the key
  // shows instead of a blank app: a visible bug, not a crash.
  if (!i18n.locale) return key;
  return i18n._(key, values);
}

/** Catalogues of languages other than the screen's, for texts sent to someone else (a customer's reminder). */
const others = new Map<Language, I18n>();

/**
 * `t` in a given language, if its catalogue is loaded (the screen's always is), else null. A text
 * written for another person — a customer's reminder or receipt — is in their language, not the
 * screen's (issue 27).
 */
export function textsIn(language: Language): typeof t | null {
  if (i18n.locale === language) return t;
  const other = others.get(language);
  return other ? (key, values) => other._(key, values) : null;
}

/** Load another language's catalogue (one request) without changing the screen's language. */
export async function loadTextsIn(language: Language): Promise<typeof t> {
  const loaded = textsIn(language);
  if (loaded) return loaded;
  const { default: catalogue } = await loaders[language]();
  others.set(language, setupI18n({ locale: language, messages: { [language]: compileCatalogue(flattenCatalogue(catalogue)) } }));
  return textsIn(language)!;
}

/** In a component: `t` in `language`, loading its catalogue when needed (the screen's `t` meanwhile). */
export function useTextsIn(language: Language): typeof t {
  const screen = useT();
  const [, setLoaded] = useState(0);
  const ready = textsIn(language);
  useEffect(() => {
    if (ready) return;
    let isCurrent = true;
    void loadTextsIn(language).then(() => isCurrent && setLoaded((n) => n + 1));
    return () => {
      isCurrent = false;
    };
  }, [language, ready]);
  return ready ?? screen;
}

/** Whether the active catalogue has a text for this 'area.key'. */
export function hasText(id: string): boolean {
  return Object.hasOwn(i18n.messages, id);
}

/** The keys of an area in the active catalogue. */
export function keysOf(area: string): string[] {
  const prefix = `${area}.`;
  return Object.keys(i18n.messages).filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
}

function subscribe(onChange: () => void): () => void {
  return i18n.on('change', onChange);
}
const snapshot = () => i18n.locale;

/** In a component: re-render when the language changes, and get `t`. */
export function useT(): typeof t {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return t;
}

/** In a component: the language on screen, kept current. */
export function useLanguage(): Language {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return currentLanguage();
}

/** The language cookie (same name as the storage key), shared with the public pages and the server (decision 066). */
function readLanguageCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${STORAGE_KEY}=`));
  return entry ? entry.slice(STORAGE_KEY.length + 1) : null;
}

function writeLanguageCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${STORAGE_KEY}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** `?lang=es` on the page's address: a public page's Sign In link in that language. Taken once, then removed. */
function takeLanguageParam(): Language | null {
  if (typeof location === 'undefined') return null;
  const url = new URL(location.href);
  const lang = url.searchParams.get('lang');
  if (!isLanguage(lang)) return null;
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return lang;
}

/**
 * The language to start in: a public page's `?lang=`, else this device's last choice (the language
 * cookie, which the public pages' switch and this app both write; else the older localStorage
 * copy), else the browser's languages (navigator.languages).
 */
export function initialLanguage(): Language {
  const asked = takeLanguageParam();
  if (asked) {
    rememberLanguage(asked);
    return asked;
  }
  const cookie = readLanguageCookie();
  if (isLanguage(cookie)) return cookie;
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage refused (private mode): fall back to the browser's languages
  }
  return pickLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

/** Remember a choice on this device (before sign-in, and as the first guess on the next visit), for the public pages too. */
export function rememberLanguage(language: Language): void {
  writeLanguageCookie(language);
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage refused: the choice still holds for this visit
  }
}

export { languages };
