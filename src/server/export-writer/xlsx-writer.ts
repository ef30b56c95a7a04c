import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { EXPORT_FAILED, type CellType, type CellValue, type Column, type ExportTable } from './export-table';

export const MONEY_FORMAT = '#,##0.00';
export const DATE_FORMAT = 'yyyy-mm-dd';
export const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm';

const numFmtByType: Partial<Record<CellType, string>> = {
  money: MONEY_FORMAT,
  date: DATE_FORMAT,
  datetime: DATETIME_FORMAT,
};

/**
 * A wall-clock 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm' as an Excel date. Excel dates have no time
 * zone; exceljs turns a Date into a serial from its UTC fields, so the wall clock goes in as UTC.
 */
export function wallClockDate(text: string): Date {
  const [y, m, d, hh = 0, mm = 0] = text.split(/[- :]/).map(Number) as [number, number, number, number?, number?];
  return new Date(Date.UTC(y, m - 1, d, hh, mm));
}

/** Money as a number of dollars, dates as real dates, yes/no as text; text stays a typed string (never a formula). */
function xlsxValue(type: CellType, value: CellValue): ExcelJS.CellValue {
  if (value === null) return null;
  switch (type) {
    case 'money':
      return (value as number) / 100;
    case 'date':
    case 'datetime':
      return wallClockDate(value as string);
    case 'yesno':
      return value ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, table: ExportTable) {
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((column: Column, i) => {
    const numFmt = numFmtByType[column.type];
    return { header: column.header, key: `c${i}`, width: column.width, style: numFmt ? { numFmt } : {} };
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.commit();
  return sheet;
}

/** Bytes written but not yet passed on, beyond which the next batch waits (uncompressed XML). */
const MAX_BACKLOG_BYTES = 1024 * 1024;

type Pending = { readableLength?: number; writableLength?: number } | undefined;
const pendingBytes = (stream: Pending) => (stream?.readableLength ?? 0) + (stream?.writableLength ?? 0);

/**
 * What the workbook holds that the client has not taken yet. exceljs's sheet stream (StreamBuf)
 * ignores backpressure and pushes its XML into the PassThrough that archiver reads the zip entry
 * from, so that PassThrough is where a backlog builds when deflate or the client is slower than us.
 * Reaching it uses exceljs 4.4.0 internals (pinned exactly in package.json); the output stream alone
 * is the fallback if they change.
 */
function backlogBytes(sheet: ExcelJS.Worksheet, output: PassThrough): number {
  const entrySource = (sheet as unknown as { stream?: { pipes?: Pending[] } }).stream?.pipes?.[0];
  return pendingBytes(entrySource) + pendingBytes(output);
}

/** Resolves once the backlog is small again, or the client is gone. */
async function whenCaughtUp(sheet: ExcelJS.Worksheet, output: PassThrough): Promise<void> {
  while (!output.destroyed && backlogBytes(sheet, output) > MAX_BACKLOG_BYTES) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function writeWorkbook(output: PassThrough, table: ExportTable): Promise<void> {
  // Loaded on the first XLSX export, not at start (it takes ~0.4 s to import).
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = addSheet(workbook, table);
  const types = table.columns.map((c) => c.type);
  for await (const rows of table.batches) {
    for (const row of rows) sheet.addRow(row.map((value, i) => xlsxValue(types[i]!, value))).commit();
    // Read the next batch only once the client has taken most of what we wrote (bounded memory).
    await whenCaughtUp(sheet, output);
    if (output.destroyed) return;
  }
  sheet.commit();
  await workbook.commit();
}

/** The table as an XLSX byte stream, written by exceljs's streaming WorkbookWriter batch by batch. */
export function xlsxStream(table: ExportTable, onError: (error: unknown) => void): ReadableStream<Uint8Array> {
  const output = new PassThrough();
  writeWorkbook(output, table).catch((error: unknown) => {
    onError(error);
    output.destroy(new Error(EXPORT_FAILED));
  });
  return pullFrom(output);
}

/**
 * A web stream that reads the node stream only when its consumer asks. (Readable.toWeb on Node 20
 * counts its high-water mark in chunks — 16,384 of them — so it drains the node stream as fast as
 * it is written and the producer never sees backpressure.)
 */
function pullFrom(output: PassThrough): ReadableStream<Uint8Array> {
  const chunks = output[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      cancel() {
        output.destroy();
      },
    },
    { highWaterMark: 1 },
  );
}
