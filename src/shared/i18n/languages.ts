/**
 * The languages Corner Store speaks (issue 27, decision 059). English is the spec's; Spanish is
 * Spanish as spoken in US stores. Adding a language: add its code here, its locale below, and a
 * catalogue folder beside src/client/i18n/locales/en (the key check fails until every key is there).
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale of each language: dates, numbers and plurals (money stays US dollars). */
const locales: Record<Language, string> = { en: 'en-US', es: 'es-US' };
export const localeOf = (language: Language): string => locales[language];

/** Each language's name in itself: what the language choice shows. */
export const languageNames: Record<Language, string> = { en: 'English', es: 'Español' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The first of a person's preferred languages ('es-MX', 'en-US;q=0.8'…) that we speak; English otherwise. */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** An Accept-Language header's tags, most wanted first ('es-US,es;q=0.9,en;q=0.8' → es-US, es, en). */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
