/**
 * The Intl locale the shared formatters (dates, counts, money) use when none is passed: 'en-US' unless
 * the client switched its language (src/client/i18n). The server never switches it: server-side texts
 * in another language pass their locale explicitly.
 */
let current = 'en-US';

export const displayLocale = (): string => current;

export function setDisplayLocale(locale: string): void {
  current = locale;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The one way the app makes an `Intl.DateTimeFormat` (issue 36): in the display locale unless a locale
 * is given, never a hard-coded one, cached per locale and options (a formatter is costly to build).
 */
export function dateFormat(options: Intl.DateTimeFormatOptions, locale: string = current): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/** The same for numbers: counts ('1,234'), hours ('7.5'), money (src/shared/money.ts). */
export function numberFormat(options: Intl.NumberFormatOptions = {}, locale: string = current): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count as people read it in the display language ('1,234'). */
export const formatCount = (value: number): string => numberFormat().format(value);
