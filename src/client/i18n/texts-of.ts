import type { Area, Catalogue } from './catalogue';
import { hasText, keysOf, t } from './i18n';

/**
 * An area of the catalogue as an object of texts, read in the active language at each access:
 * `errorTexts.CREDIT_LIMIT_EXCEEDED` stays a property read while the words follow the language.
 * `Object.hasOwn` and `Object.keys` see the area's keys.
 */
export function textsOf<A extends Area>(area: A): { readonly [K in keyof Catalogue[A]]: string } {
  const id = (key: string) => `${area}.${key}`;
  return new Proxy({} as { readonly [K in keyof Catalogue[A]]: string }, {
    get: (_target, key) => (typeof key === 'string' && hasText(id(key)) ? t(id(key) as never) : undefined),
    has: (_target, key) => typeof key === 'string' && hasText(id(key)),
    ownKeys: () => keysOf(area),
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && hasText(id(key)) ? { value: t(id(key) as never), enumerable: true, configurable: true, writable: false } : undefined,
  });
}
