import { displayLocale, numberFormat } from './i18n/display-locale';

/** Money is integer cents everywhere; floats appear only while parsing what a person typed. */
export type Cents = number;

/** US dollars in the display language ('$1,234.50'; es-US writes dollars the same way). */
export function formatCents(cents: Cents, locale: string = displayLocale()): string {
  return formatCentsIn(cents, 'USD', locale);
}

/** Cents in any ISO currency ('€1,234.50', '¥100'), still integer cents in: no float sums anywhere. */
export function formatCentsIn(cents: Cents, currency: string, locale: string = displayLocale()): string {
  assertCents(cents);
  return numberFormat({ style: 'currency', currency }, locale).format(cents / 100);
}

/** Cents → what goes back into an amount box ('12.50', '-0.05'): integer arithmetic, no grouping. */
export function centsToInput(cents: Cents): string {
  assertCents(cents);
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** `percent` % of an amount, rounded to the nearest cent (half away from zero). */
export function percentOfCents(cents: Cents, percent: number): Cents {
  assertCents(cents);
  const exact = (cents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export function assertCents(value: number): asserts value is Cents {
  if (!Number.isSafeInteger(value)) throw new TypeError(`Not an integer number of cents: ${value}`);
}

/** Parse what a person typed ('12', '12.5', '12.50', '$1,234.56') into cents; null when unparsable. */
export function parseDollarsToCents(input: string): Cents | null {
  const cleaned = input.replace(/[$,\s]/g, '');
  if (!/^-?\d+(\.\d{0,2})?$/.test(cleaned) && !/^-?\.\d{1,2}$/.test(cleaned)) return null;
  const negative = cleaned.startsWith('-');
  const [whole = '0', fraction = ''] = cleaned.replace('-', '').split('.');
  const cents = Number(whole || '0') * 100 + Number((fraction + '00').slice(0, 2));
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}
