import { expect, type Page, type Response } from '@playwright/test';
import english from '../../src/client/i18n/locales/en/index';
import spanish from '../../src/client/i18n/locales/es/index';
import { flattenCatalogue } from '../../src/client/i18n/catalogue';

/**
 * What counts as English left on a Spanish screen (issue 36, decision 076). Not only the catalogue's
 * English sentences: also its single words, the fixed parts of its texts with values, English month
 * and weekday names, AM/PM, month-first dates, and common English words — after taking out what the
 * server sent (names, notes, titles people typed: the server sends data and codes, never UI text)
 * and the product's name.
 */
const en = flattenCatalogue(english);
const es = flattenCatalogue(spanish);
const spanishText = Object.values(es).join('\n');
const spanishWords = new Set(spanishText.toLowerCase().match(/\p{L}+/gu) ?? []);
const differs = (key: string) => en[key] !== es[key];

/** Whole English texts of two words or more, and the fixed parts (two words or more) of texts with values. */
const englishPhrases = (() => {
  const found = new Set<string>();
  for (const [key, text] of Object.entries(en)) {
    if (!differs(key)) continue;
    if (!text.includes('{')) {
      if (/\p{L}+\s+\p{L}+/u.test(text)) found.add(text);
      continue;
    }
    if (/\{\w+,\s*(plural|select)/.test(text)) continue;
    for (const part of text.split(/\{\w+\}/)) {
      const fixed = part.trim().replace(/^[.,:;·–—-]\s*|\s*[,:;·–—-]$/g, '').trim();
      if (/\p{L}{2,}\s+\p{L}{2,}/u.test(fixed) && !spanishText.includes(fixed)) found.add(fixed);
    }
  }
  return [...found];
})();

/** The catalogue's one-word English texts that are no Spanish word anywhere in the Spanish catalogue ('Active', 'Archived', 'Payouts'). */
const englishWords = [
  ...new Set(
    Object.entries(en)
      .filter(([key, text]) => differs(key) && /^\p{L}{3,}$/u.test(text) && !spanishWords.has(text.toLowerCase()))
      .map(([, text]) => text),
  ),
];

const months = ['January', 'February', 'March', 'April', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const shortMonths = ['Jan', 'Feb', 'Apr', 'Aug', 'Sep', 'Sept', 'Oct', 'Nov', 'Dec'];
const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Common English words that are not Spanish words. */
const commonWords = ['the', 'and', 'with', 'your', 'you', 'this', 'that', 'from', 'have', 'has', 'will', 'cannot', 'please', 'was', 'were', 'are', 'not', 'for', 'by', 'of', 'on', 'at', 'to', 'is', 'New', 'Saved', 'Past', 'days', 'given', 'balance'];

const wordPattern = (words: string[], flags = 'u') => new RegExp(`(?<![\\p{L}\\p{N}_])(${words.join('|')})(?![\\p{L}\\p{N}_])`, flags);
const patterns: [string, RegExp][] = [
  ['catalogue word', wordPattern(englishWords)],
  ['month', wordPattern([...months, ...shortMonths])],
  ['weekday', wordPattern(weekdays)],
  ['common English word', wordPattern(commonWords)],
  ['hours abbreviated in English', /\/hrs?\b|\bhrs\b/u],
  ['AM/PM', /\d{1,2}:\d{2}\s?(AM|PM|am|pm)\b/u],
  ['month-first date', /\b\d{1,2}\/(1[3-9]|2\d|3[01])\/\d{4}\b/u],
];

/** IANA time zone names as the zone select shows them ('America/New York', 'Europe/Isle of Man'): identifiers, not text. */
const timeZoneName = /(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/[\p{L}_/-]+(?: (?:of|au|de|del|\p{Lu}[\p{L}-]*)(?:\/[\p{L}_-]+)*)*/gu;

/** Names that stay as they are in every language. */
const sameInEveryLanguage = ['Corner Store', 'Maple Street Market', 'WhatsApp', 'Stripe', 'Google', 'Español', 'English'];

/** Collects every string the server sends to this page: data, to be taken out of what is checked. */
export function collectServerData(page: Page): Set<string> {
  const data = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.length >= 2) data.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response: Response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(walk, () => undefined);
  });
  return data;
}

const letter = /[\p{L}\p{N}]/u;

/** The text without each whole occurrence of value (not inside a longer word: 'en' in 'Clientes' stays). */
function withoutWhole(text: string, value: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + value.length] ?? ' ';
    if (at < from || letter.test(before) || letter.test(after)) continue;
    out += `${text.slice(from, at)} ¦ `;
    from = at + value.length;
  }
  return out + text.slice(from);
}

/** Words joined by hyphens or underscores ('price-list-for-march', a file's or a link's name): identifiers, not text. */
const slug = /[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+){2,}/gu;

/** A data value and, for a file name, its name without the extension (the board shows them apart). */
const withStems = (values: Iterable<string>) => [...values].flatMap((value) => {
  const stem = /^(.+)\.[\p{L}\p{N}]{2,5}$/u.exec(value)?.[1];
  return stem ? [value, stem] : [value];
});

/** What a Spanish page shows that is English: each finding with a little context. */
export function englishIn(shown: string, data: Iterable<string> = []): string[] {
  let text = shown;
  for (const value of [...withStems(data), ...sameInEveryLanguage].sort((a, b) => b.length - a.length)) {
    if (value.length >= 3 && /\p{L}/u.test(value) && text.includes(value)) text = withoutWhole(text, value);
  }
  text = text.replace(timeZoneName, ' ¦ ').replace(slug, ' ¦ ');
  const left: string[] = englishPhrases.filter((phrase) => text.includes(phrase)).map((phrase) => `catalogue text: "${phrase}"`);
  for (const [what, pattern] of patterns) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`);
    for (const match of text.matchAll(global)) {
      const at = match.index ?? 0;
      left.push(`${what}: "${match[0]}" in "…${text.slice(Math.max(0, at - 30), at + match[0].length + 30).replace(/\s+/g, ' ')}…"`);
    }
  }
  return left;
}

export async function expectNoEnglish(page: Page, where: string, data: Iterable<string> = []) {
  const shown = await page.locator('body').innerText();
  expect.soft(englishIn(shown, data), `${where}: English left on a Spanish screen`).toEqual([]);
}
