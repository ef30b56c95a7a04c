import { afterEach, describe, expect, it } from 'vitest';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { activateCatalogue } from '#client/i18n';
import englishCatalogue from '#client/i18n/locales/en/index';
import spanishCatalogue from '#client/i18n/locales/es/index';
import { savedLine } from './log-print';

afterEach(() => activateCatalogue('en', englishCatalogue));

const log = { updatedAt: '2026-11-22T18:05:09Z', updatedByName: 'Rosa Díaz' } as DailyLog;

describe("the cash-log print's saved line (issue 36)", () => {
  it('says who saved it and when, in English', () => {
    expect(savedLine({ log, isSaved: true, timeZone: 'America/Chicago' })).toBe('Saved by Rosa Díaz on Nov 22, 2026 12:05:09.');
    expect(savedLine({ log: { ...log, updatedByName: null }, isSaved: false, timeZone: 'UTC' })).toBe(
      'Saved on Nov 22, 2026 18:05:09. This page shows changes that are not saved yet.',
    );
  });

  it('says it in Spanish, with a Spanish date, on a Spanish screen', () => {
    activateCatalogue('es', spanishCatalogue);
    expect(savedLine({ log, isSaved: true, timeZone: 'America/Chicago' })).toBe('Guardado por Rosa Díaz el 22 nov 2026 12:05:09.');
    expect(savedLine({ log: { ...log, updatedByName: null }, isSaved: false, timeZone: 'UTC' })).toBe(
      'Guardado el 22 nov 2026 18:05:09. Esta página muestra cambios que aún no se han guardado.',
    );
  });
});
