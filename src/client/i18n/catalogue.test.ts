import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { languages } from '#shared/i18n/languages';
import english from './locales/en/index';
import spanish from './locales/es/index';
import { flattenCatalogue, type LanguageCatalogue } from './catalogue';

/**
 * The catalogue's checks (issue 27, decision 059), run by `npm test` with the unit tests: a key in
 * one language but not the other fails here (as it fails the type check), and so does a translation
 * that drops, adds or renames a value, or a message that does not parse.
 */
const catalogues: Record<(typeof languages)[number], LanguageCatalogue> = { en: english, es: spanish };

/** The argument names of an ICU message ('{count, plural, …}' → count; '{name}' → name). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) walk(branch);
    }
  };
  walk(compileMessage(message));
  names.delete('#');
  return [...names].sort();
}

function render(language: string, message: string, values: Record<string, unknown> = {}): string {
  const i18n = setupI18n({ locale: language, messages: { [language]: { id: compileMessage(message) } } });
  return i18n._('id', values);
}

describe('the catalogue', () => {
  const englishKeys = Object.keys(flattenCatalogue(english)).sort();

  it('has the same areas and keys in every language', () => {
    expect(englishKeys.length).toBeGreaterThan(1000);
    for (const language of languages) {
      const keys = Object.keys(flattenCatalogue(catalogues[language])).sort();
      expect({ language, missing: englishKeys.filter((key) => !keys.includes(key)), extra: keys.filter((key) => !englishKeys.includes(key)) }).toEqual({
        language,
        missing: [],
        extra: [],
      });
    }
  });

  it('the check itself fails on a key missing in Spanish or one only in Spanish', () => {
    const broken = { ...spanish, customers: { ...spanish.customers, onlyInSpanish: 'Solo aquí' } } as Record<string, Record<string, string>>;
    delete broken.customers!.addCustomer;
    const keys = Object.keys(flattenCatalogue(broken as unknown as LanguageCatalogue));
    expect(englishKeys.filter((key) => !keys.includes(key))).toEqual(['customers.addCustomer']);
    expect(keys.filter((key) => !englishKeys.includes(key))).toEqual(['customers.onlyInSpanish']);
  });

  it('every message parses, and each translation uses exactly the English values', () => {
    const flatEnglish = flattenCatalogue(english);
    for (const language of languages) {
      const flat = flattenCatalogue(catalogues[language]);
      for (const [key, message] of Object.entries(flat)) {
        expect(() => compileMessage(message), `${language} ${key}`).not.toThrow();
        expect(argumentsOf(message), `${language} ${key}`).toEqual(argumentsOf(flatEnglish[key]!));
      }
    }
  });

  it('an English text without values reads exactly as written (apostrophes and quotes kept)', () => {
    for (const [key, message] of Object.entries(flattenCatalogue(english))) {
      if (argumentsOf(message).length > 0 || message.includes("'{") || message.includes("'}")) continue;
      expect(render('en', message), key).toBe(message);
    }
    expect(render('en', english.auth.passwordsDonTMatch)).toBe("Passwords don't match");
  });

  it('counts agree with the number in each language: 1 cliente, 2 clientes', () => {
    expect(render('en', english.counts.customers, { count: 1 })).toBe('1 customer');
    expect(render('en', english.counts.customers, { count: 2 })).toBe('2 customers');
    expect(render('es', spanish.counts.customers, { count: 1 })).toBe('1 cliente');
    expect(render('es', spanish.counts.customers, { count: 2 })).toBe('2 clientes');
    expect(render('es', spanish.counts.customers, { count: 0 })).toBe('0 clientes');
    expect(render('es-US', spanish.counts.customers, { count: 1234 })).toBe('1,234 clientes');
  });

  it('the Spanish catalogue is Spanish: no area is left as a copy of the English one', () => {
    const flatEnglish = flattenCatalogue(english);
    const flatSpanish = flattenCatalogue(spanish);
    const same = Object.keys(flatEnglish).filter((key) => flatEnglish[key] === flatSpanish[key] && /[a-z]{4,}/.test(flatEnglish[key]!));
    // Words that are the same in both languages (brand, formats, 'Error', 'Total'…), not forgotten sentences.
    expect(same.length).toBeLessThan(25);
    for (const key of same) expect(flatEnglish[key]!.replace(/\{[^}]*\}/g, '').match(/\p{L}+/gu)?.length ?? 0, key).toBeLessThanOrEqual(3);
  });
});
