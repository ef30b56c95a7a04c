/**
 * The public pages' texts (decision 066): one module per language and page area under
 * texts/<language>/, read at build time by the prerender (scripts/prerender.tsx). They are not in
 * the app's Lingui catalogue: the legal pages alone would add their words to the catalogue chunk
 * every dashboard user downloads, and these pages ship no React at runtime.
 */
import { createContext, useContext } from 'react';
import type { Language } from '#shared/i18n/languages';
import { localizedPath } from '#shared/routes/public-pages';
import { site } from '../site';
import { en } from './en';
import { es } from './es';
import type { Translation } from './types';

export type PublicTexts = Translation<typeof en>;

export const publicTexts: Record<Language, PublicTexts> = { en, es };

/** Values a text may hold in {braces}; anything else is left as written. */
const siteValues: Record<string, string> = {
  trialDays: String(site.trialDays),
  planPrice: site.planPrice,
  supportEmail: site.supportEmail,
  contactReplyHours: String(site.contactReplyHours),
  termsReplyHours: String(site.termsReplyHours),
};

/** Fill {name} placeholders from `values`, then from the site's facts. */
export function fill(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name in values) return String(values[name]);
    return siteValues[name] ?? whole;
  });
}

/** A page being rendered: its language, texts, its English path (the language switch's target) and `href()`. */
export type PageLanguage = { language: Language; texts: PublicTexts; path: string; href: (path: string) => string };

export function pageLanguage(language: Language, path = '/'): PageLanguage {
  return { language, texts: publicTexts[language], path, href: (target) => localizedPath(target, language) };
}

const PageLanguageContext = createContext<PageLanguage>(pageLanguage('en'));
export const PageLanguageProvider = PageLanguageContext.Provider;

/** In a public page component: the page's language, its texts and `href()` for links to other public pages. */
export function usePageLanguage(): PageLanguage {
  return useContext(PageLanguageContext);
}
