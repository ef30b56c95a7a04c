import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '#client/i18n';
import englishCatalogue from '#client/i18n/locales/en/index';
import spanishCatalogue from '#client/i18n/locales/es/index';
import { formatPostDate } from './post-date';

afterEach(() => activateCatalogue('en', englishCatalogue));

// 12:31 UTC: the 28th in every zone the tests may run in (UTC−11 … UTC+11).
const posted = '2026-11-28T12:31:00Z';

describe('formatPostDate (issue 36)', () => {
  it('reads "Nov 28, 2026, 6:31 AM" in English', () => {
    expect(formatPostDate(posted)).toMatch(/^Nov 28, 2026, \d{1,2}:31\s[AP]M$/);
  });

  it('reads "28 nov 2026, 6:31 a.m." in Spanish: Spanish month, day first, Spanish a.m./p.m.', () => {
    activateCatalogue('es', spanishCatalogue);
    const shown = formatPostDate(posted);
    expect(shown).toMatch(/^28 nov 2026, \d{1,2}:31\s[ap]\.\s?m\.$/);
    expect(shown).not.toMatch(/Nov|AM|PM/);
  });
});
