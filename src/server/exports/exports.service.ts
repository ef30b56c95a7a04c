import { eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import {
  datasetsWithRange,
  exportDatasets,
  exportFormats,
  exportQuerySchema,
  type DateRangeQuery,
  type ExportDataset,
  type ExportFormat,
} from '#shared/reports/report.schemas';
import type { Db } from '../db/client';
import { stores } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { parseInput } from '../http/validate';
import { withFirstBatchRead } from '../export-writer/export-table';
import { translateTable, type KeyedExportTable } from './export-texts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages';
import { contentDisposition } from './export-filename';
import { exportFile, type ExportFile } from '../export-writer/export-file';
import { dailyLogsTable } from './daily-logs.export';
import { creditTransactionsTable } from './credit-transactions.export';
import { customersTable, redFlagsTable } from './customers.export';
import { payrollTable } from './payroll.export';
import type { PayrollFilter } from '#shared/payroll/payroll.schemas';

export type { ExportFile };

type ExportStore = { id: string; name: string; timezone: string };

function openTable(db: Db, store: ExportStore, dataset: ExportDataset, range: DateRangeQuery | null, filter: PayrollFilter): KeyedExportTable {
  switch (dataset) {
    case 'daily-logs':
      return dailyLogsTable(db, store.id, range!);
    case 'credit-transactions':
      return creditTransactionsTable(db, store, range!);
    case 'customers':
      return customersTable(db, store);
    case 'red-flags':
      return redFlagsTable(db, store);
    case 'payroll':
      return payrollTable(db, store.id, filter);
  }
}

async function findStore(db: Db, storeId: string): Promise<ExportStore> {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw new AppError('NOT_FOUND');
  return store;
}

/**
 * One export of the signed-in owner's store. Everything that can be refused is refused before the
 * first byte: the route's schemas checked the query (a range of real business days for the ranged
 * datasets, the payroll filter's ids and dates, nothing for the others; control characters anywhere
 * are 422 at the door), the store and the first batch of rows are read here, so their failure is an
 * ordinary JSON error. The other batches are read while the response streams; a failure then aborts
 * the download (decision 044) and is logged with the request id, never written into the file.
 * Headers, the sheet's name and label cells ('Payment', 'Over') are in `language`, the requester's.
 */
export async function streamExport(
  db: Db,
  storeId: string,
  dataset: ExportDataset,
  format: ExportFormat,
  range: DateRangeQuery | null,
  filter: PayrollFilter = {},
  requestId = '-',
  language: Language = DEFAULT_LANGUAGE,
): Promise<ExportFile> {
  const store = await findStore(db, storeId);
  const opened = openTable(db, store, dataset, range, filter);
  const table = translateTable({ ...opened, batches: await withFirstBatchRead(opened.batches) }, language);
  const period = range ? `${range.from}-to-${range.to}` : todayInZone(store.timezone);
  const onError = (error: unknown) => console.error(`[exports] request ${requestId} ${dataset}.${format} of store ${store.id} failed mid-stream`, error);
  return exportFile(table, format, onError, contentDisposition(store.name, dataset, period, format));
}

/** An export by file name ('daily-logs.csv') and query (from, to), checked as the routes check them (scripts, benchmarks). */
export function openExport(db: Db, storeId: string, file: string, query: Record<string, string>): Promise<ExportFile> {
  const dot = file.lastIndexOf('.');
  const dataset = exportDatasets.find((d) => d === file.slice(0, dot));
  const format = exportFormats.find((f) => f === file.slice(dot + 1));
  if (dot < 0 || !dataset || !format) throw new AppError('NOT_FOUND');
  const parsed = parseInput(exportQuerySchema(dataset), query) as Partial<DateRangeQuery>;
  const range = datasetsWithRange.includes(dataset) ? (parsed as DateRangeQuery) : null;
  return streamExport(db, storeId, dataset, format, range, dataset === 'payroll' ? (parsed as PayrollFilter) : {});
}
