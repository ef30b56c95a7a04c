import { describe, expect, it } from 'vitest';
import { csvLine, formatCentsPlain, protectFormula, quoteCsvField } from '../export-writer/csv-writer';
import { contentDisposition, slugify } from './export-filename';
import { zonedDateTimeFormatter } from '../export-writer/export-table';
import { wallClockDate } from '../export-writer/xlsx-writer';

describe('CSV cells', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [-5, '-0.05'],
    [123450, '1234.50'],
    [-100000000, '-1000000.00'],
    [900719925474099, '9007199254740.99'],
  ])('%i cents are %s', (cents, text) => expect(formatCentsPlain(cents)).toBe(text));

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('prefixes %j', (text) => expect(protectFormula(text)).toBe(`'${text}`));
  it.each(['Ana', ' =1', "'quoted", '1-2', ''])('leaves %j alone', (text) => expect(protectFormula(text)).toBe(text));

  it('quotes only what needs quoting, doubling quotes', () => {
    expect(quoteCsvField('plain text')).toBe('plain text');
    expect(quoteCsvField('a,b')).toBe('"a,b"');
    expect(quoteCsvField('say "hi"')).toBe('"say ""hi"""');
    expect(quoteCsvField('two\nlines')).toBe('"two\nlines"');
    expect(quoteCsvField('cr\r')).toBe('"cr\r"');
  });

  it('writes a typed row with CRLF; the formula guard applies to text only', () => {
    const columns = [
      { header: 'T', type: 'text', width: 1 },
      { header: 'M', type: 'money', width: 1 },
      { header: 'Y', type: 'yesno', width: 1 },
      { header: 'D', type: 'date', width: 1 },
      { header: 'N', type: 'text', width: 1 },
    ] as const;
    expect(csvLine([...columns], ['=x, y', -1250, true, '2026-01-02', null])).toBe(`"'=x, y",-12.50,Yes,2026-01-02,\r\n`);
  });
});

describe('file names', () => {
  it.each([
    ["Café Ñandú's Market", true, 'cafe-nandu-s-market'],
    ["Café Ñandú's Market", false, 'café-ñandú-s-market'],
    ['Магазин 24', true, '24'],
    ['Магазин 24', false, 'магазин-24'],
    ['東京', true, 'store'],
    ['  --  ', false, 'store'],
  ])('slug of %j (ascii %s) is %s', (name, ascii, slug) => expect(slugify(name, ascii)).toBe(slug));

  it('quotes nothing unsafe into the ASCII name and encodes the UTF-8 one (RFC 8187)', () => {
    expect(contentDisposition('Bob\'s "Best" (Deli)*', 'customers', '2026-01-02', 'csv')).toBe(
      `attachment; filename="bob-s-best-deli-customers-2026-01-02.csv"; filename*=UTF-8''bob-s-best-deli-customers-2026-01-02.csv`,
    );
    expect(contentDisposition('東京', 'red-flags', '2026-01-02', 'xlsx')).toBe(
      `attachment; filename="store-red-flags-2026-01-02.xlsx"; filename*=UTF-8''%E6%9D%B1%E4%BA%AC-red-flags-2026-01-02.xlsx`,
    );
  });
});

describe('dates', () => {
  it('formats instants on the wall clock of the zone, 24-hour', () => {
    const instant = new Date('2026-03-10T10:05:00Z');
    expect(zonedDateTimeFormatter('Pacific/Kiritimati')(instant)).toBe('2026-03-11 00:05');
    expect(zonedDateTimeFormatter('Pacific/Pago_Pago')(instant)).toBe('2026-03-09 23:05');
    expect(zonedDateTimeFormatter('UTC')(new Date('2026-03-10T00:00:00Z'))).toBe('2026-03-10 00:00');
  });

  it('turns wall-clock text into the Date exceljs writes as that Excel date', () => {
    expect(wallClockDate('2026-03-11').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(wallClockDate('2026-03-11 23:05').toISOString()).toBe('2026-03-11T23:05:00.000Z');
  });
});
