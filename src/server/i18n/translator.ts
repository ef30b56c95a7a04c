import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language } from '#shared/i18n/languages';

/** A server catalogue of one language: key → ICU message ('Hola, {name}:'). */
export type ServerTexts<K extends string> = { readonly [Key in K]: string };

export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * The server's texts in a person's language (issue 27, decision 060): a catalogue per language and
 * area (mail, statement page, push, billing notices), compiled once per language on first use through
 * the same Lingui core as the screens. `translator(catalogues)('es')('greeting', { name })`.
 */
export function translator<K extends string>(catalogues: Record<Language, ServerTexts<K>>): (language: Language) => Translate<K> {
  const cache = new Map<Language, I18n>();
  return (language) => {
    let i18n = cache.get(language);
    if (!i18n) {
      const compiled = Object.fromEntries(Object.entries(catalogues[language]).map(([key, message]) => [key, compileMessage(message as string)]));
      i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
      cache.set(language, i18n);
    }
    const active = i18n;
    return (key, values) => active._(key, values);
  };
}
