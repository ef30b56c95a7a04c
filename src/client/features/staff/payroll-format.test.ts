import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '#client/i18n';
import englishCatalogue from '#client/i18n/locales/en/index';
import spanishCatalogue from '#client/i18n/locales/es/index';
import { formatDay, formatHours, formatRate } from './payroll-format';

afterEach(() => activateCatalogue('en', englishCatalogue));

describe('payroll formats follow the language on screen (issue 36)', () => {
  it("writes the spec's US forms in English", () => {
    expect(formatDay('2026-11-22')).toBe('11/22/2026');
    expect(formatRate(1200)).toBe('$12.00/hr');
    expect(formatHours(7.5)).toBe('7.5');
    expect(formatHours(45)).toBe('45.0');
  });

  it('writes day/month/year and the hourly rate the Spanish way in Spanish', () => {
    activateCatalogue('es', spanishCatalogue);
    expect(formatDay('2026-11-22')).toBe('22/11/2026');
    expect(formatDay('2026-03-02')).toBe('02/03/2026');
    expect(formatRate(1137)).toBe('$11.37/h');
    expect(formatHours(45)).toBe('45.0');
  });
});
