import { describe, expect, it } from 'vitest';
import { languages } from '#shared/i18n/languages';
import { publicTexts } from './index';

type Leaf = { path: string; text: string };

/** Every string of a texts object with its key path ('terms.sections.agreement.body.0'). */
function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value !== 'object' || value === null) throw new Error(`${path}: not a text (${typeof value})`);
  return Object.entries(value).flatMap(([key, child]) => leaves(child, path ? `${path}.${key}` : key));
}

/** What a translation must keep: {values}, the number of **bold** marks and [links](/path) targets. */
function marks(text: string) {
  return {
    values: [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort(),
    bold: (text.match(/\*\*/g) ?? []).length,
    links: [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]).sort(),
  };
}

const english = leaves(publicTexts.en);

describe('public page texts (decision 066)', () => {
  it.each(languages.filter((language) => language !== 'en'))('%s has exactly the English keys, list items included', (language) => {
    const translated = leaves(publicTexts[language]);
    const missing = english.filter((leaf) => !translated.some((other) => other.path === leaf.path)).map((leaf) => leaf.path);
    const extra = translated.filter((leaf) => !english.some((other) => other.path === leaf.path)).map((leaf) => leaf.path);
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(languages.filter((language) => language !== 'en'))('%s keeps every value, bold mark and link, and is not English', (language) => {
    const translated = new Map(leaves(publicTexts[language]).map((leaf) => [leaf.path, leaf.text]));
    const copies: string[] = [];
    for (const leaf of english) {
      const text = translated.get(leaf.path) ?? '';
      expect(text.trim(), leaf.path).not.toBe('');
      expect(marks(text), leaf.path).toEqual(marks(leaf.text));
      if (text === leaf.text && /[a-z]{3,} [a-z]{3,}/i.test(text)) copies.push(leaf.path);
    }
    expect(copies).toEqual([]);
  });

  it('the check fails on a missing key', () => {
    const broken = structuredClone(publicTexts.es) as { common: Record<string, string> };
    delete broken.common.tagline;
    const paths = leaves(broken).map((leaf) => leaf.path);
    expect(english.map((leaf) => leaf.path).filter((path) => !paths.includes(path))).toEqual(['common.tagline']);
  });
});
