/** A count with its noun in the right form for English ('1 customer', '3 customers', '0 customers'). */
export type PluralForms = { one: string; other: string };

const rules = new Intl.PluralRules('en-US');

export function countOf(count: number, forms: PluralForms): string {
  return `${count} ${rules.select(count) === 'one' ? forms.one : forms.other}`;
}

/** The nouns the screens count, each written once. */
export const nouns = {
  customer: { one: 'customer', other: 'customers' },
  store: { one: 'store', other: 'stores' },
  entry: { one: 'entry', other: 'entries' },
} satisfies Record<string, PluralForms>;
