import { EXPORT_FAILED, type CellType, type CellValue, type Column, type ExportTable, type Row } from './export-table';

/** UTF-8 byte order mark: without it Excel opens a UTF-8 CSV as the machine's legacy code page. */
const BOM = '\uFEFF';
const CRLF = '\r\n';

/** Cents as a plain decimal with two places ('1234.50', '-0.05'), in integer arithmetic. */
export function formatCentsPlain(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Text a spreadsheet would read as a formula (= + - @, or a leading tab or CR) gets a leading
 * apostrophe, so an exported name like `=HYPERLINK(…)` stays text (CSV formula injection).
 */
export function protectFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field holding a comma, quote, CR or LF is quoted, quotes doubled. */
export function quoteCsvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cellText(type: CellType, value: CellValue): string {
  if (value === null) return '';
  switch (type) {
    case 'money':
      return formatCentsPlain(value as number);
    case 'yesno':
      return value ? 'Yes' : 'No';
    case 'text':
      return protectFormula(String(value));
    default:
      return String(value);
  }
}

export function csvLine(columns: Column[], row: Row): string {
  return row.map((value, i) => quoteCsvField(cellText(columns[i]!.type, value))).join(',') + CRLF;
}

/**
 * The table as a UTF-8 CSV byte stream (BOM, header, CRLF). One batch is read per pull, so the
 * database is read only as fast as the client downloads; a cancelled download stops the queries.
 */
export function csvStream(table: ExportTable, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = table.batches[Symbol.asyncIterator]();
  const header = table.columns.map((c) => quoteCsvField(c.header)).join(',') + CRLF;
  let isCancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(BOM + header));
      },
      async pull(controller) {
        try {
          const next = await iterator.next();
          if (isCancelled) return;
          if (next.done) return controller.close();
          controller.enqueue(encoder.encode(next.value.map((row) => csvLine(table.columns, row)).join('')));
        } catch (error) {
          if (isCancelled) return;
          onError(error);
          controller.error(new Error(EXPORT_FAILED));
        }
      },
      async cancel() {
        isCancelled = true;
        await iterator.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
