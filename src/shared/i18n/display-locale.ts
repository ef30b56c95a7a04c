/**
 * The Intl locale the shared formatters (dates, counts) use when none is passed: 'en-US' unless the
 * client switched its language (src/client/i18n). The server never switches it: server-side texts in
 * another language pass their locale explicitly.
 */
let current = 'en-US';

export const displayLocale = (): string => current;

export function setDisplayLocale(locale: string): void {
  current = locale;
}
