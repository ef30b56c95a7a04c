import type { Language } from '#shared/i18n/languages';
import { datasetTable, mapBatches, type Column, type DatasetDefinition, type ExportTable, type Row } from '../export-writer/export-table';
import english from './texts/en';
import spanish from './texts/es';

/**
 * The exports' words in each language (issue 27, decision 060 addendum). The datasets name their
 * sheet, headers and label cells by key (`header: 'customerBalance'`, a column with `isLabel`); the
 * table is put into the requester's language here, just before it is written. No ICU values: a plain
 * lookup; texts/es.ts `satisfies` the English keys.
 */
export type ExportKey = keyof typeof english;
export type ExportTexts = { readonly [K in ExportKey]: string };

export const exportCatalogues: Record<Language, ExportTexts> = { en: english, es: spanish };

/** A column whose header is a catalogue key; `isLabel`: its cells are keys too (a type, a status). */
export type ExportColumn = Omit<Column, 'header'> & { header: ExportKey; isLabel?: boolean };

/** An export's table before its words are chosen: sheet and headers as keys. */
export type KeyedExportTable = Omit<ExportTable, 'sheetName' | 'columns'> & { sheetName: ExportKey; columns: ExportColumn[] };

/** The table in a language: headers and sheet name translated, label cells and yes/no written as words. */
export function translateTable(table: KeyedExportTable, language: Language): ExportTable {
  const words = exportCatalogues[language];
  const word = (key: unknown) => (typeof key === 'string' && Object.hasOwn(words, key) ? words[key as ExportKey] : key);
  const columns: Column[] = table.columns.map(({ header, isLabel: _isLabel, ...column }) => ({
    ...column,
    header: words[header],
    type: column.type === 'yesno' ? 'text' : column.type,
  }));
  const translateRow = (row: Row): Row =>
    row.map((value, i) => {
      const column = table.columns[i]!;
      if (value === null) return null;
      if (column.type === 'yesno') return value ? words.yes : words.no;
      return column.isLabel ? (word(value) as string) : value;
    });
  return { sheetName: words[table.sheetName], columns, batches: mapBatches(table.batches, translateRow) };
}

/** datasetTable for the store's exports: the sheet, headers and label cells named by key. */
export function keyedDatasetTable<T, K>(
  dataset: Omit<DatasetDefinition<T, K>, 'sheetName' | 'columns'> & { sheetName: ExportKey; columns: ExportColumn[] },
): KeyedExportTable {
  const { batches } = datasetTable(dataset);
  return { sheetName: dataset.sheetName, columns: dataset.columns, batches };
}
