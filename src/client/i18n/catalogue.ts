import type english from './locales/en/index';

/**
 * The catalogue's shape is the English catalogue's (decision 059): one object per area, each a flat
 * map from key to an ICU message ('{count, plural, one {# customer} other {# customers}}').
 * Every other language `satisfies Translation`, so a key missing in one language fails the type check.
 */
export type Catalogue = typeof english;
export type Area = keyof Catalogue;

/** 'customers.addCustomer': an area and one of its keys. */
export type TextKey = { [A in Area]: `${A}.${keyof Catalogue[A] & string}` }[Area];

/** A language's catalogue for one area: exactly the English keys, each a message. */
export type Translation<A extends Area> = { readonly [K in keyof Catalogue[A]]: string };

/** A whole language: every area of the English catalogue. */
export type LanguageCatalogue = { readonly [A in Area]: Translation<A> };

export type TextValues = Record<string, string | number | null | undefined>;

/** The catalogue as Lingui loads it: 'area.key' → message. */
export function flattenCatalogue(catalogue: LanguageCatalogue | Catalogue): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [area, texts] of Object.entries(catalogue)) {
    for (const [key, message] of Object.entries(texts as Record<string, string>)) flat[`${area}.${key}`] = message;
  }
  return flat;
}
