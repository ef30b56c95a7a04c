import type { ExportFormat } from '#shared/reports/report.schemas';
import { csvStream } from './csv-writer';
import { xlsxStream } from './xlsx-writer';
import type { ExportTable } from './export-table';

export const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A download as the routes answer it: the streamed file, its type and its attachment header. */
export type ExportFile = { body: ReadableStream<Uint8Array>; contentType: string; contentDisposition: string };

/**
 * A table written as a download in either format. `onError` hears a failure after the first byte
 * (the download is then cut, decision 044); `contentDisposition` is the finished header.
 */
export function exportFile(table: ExportTable, format: ExportFormat, onError: (error: unknown) => void, contentDisposition: string): ExportFile {
  return {
    body: format === 'csv' ? csvStream(table, onError) : xlsxStream(table, onError),
    contentType: contentTypes[format],
    contentDisposition,
  };
}
