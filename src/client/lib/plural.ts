import { t } from '#client/i18n';

/** A count with its noun in the language on screen ('1 customer', '3 customers'; '1 cliente', '2 clientes'). */
export type PluralNoun = 'counts.customers' | 'counts.stores' | 'counts.entries';

export function countOf(count: number, noun: PluralNoun): string {
  return t(noun, { count });
}

/** The nouns the screens count, each written once (catalogue area `counts`, ICU plurals). */
export const nouns = {
  customer: 'counts.customers',
  store: 'counts.stores',
  entry: 'counts.entries',
} satisfies Record<string, PluralNoun>;
