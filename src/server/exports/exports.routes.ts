import {
  datasetsWithRange,
  exportDatasets,
  exportFormats,
  exportQuerySchema,
  type DateRangeQuery,
  type ExportDataset,
  type ExportFormat,
} from '#shared/reports/report.schemas';
import type { PayrollFilter } from '#shared/payroll/payroll.schemas';
import type { Membership } from '../http/types';
import { defineRoute, type RouteEntry } from '../http/route-manifest';
import { requesterLanguage } from '../session/index';
import { streamExport } from './exports.service';
import { readDb } from '../http/read-your-writes';
import { contentTypes } from '../export-writer/export-file';

function exportRoute(dataset: ExportDataset, format: ExportFormat): RouteEntry {
  const isRanged = datasetsWithRange.includes(dataset);
  return defineRoute({
    method: 'GET',
    path: `/exports/${dataset}.${format}`,
    summary: `${dataset} as ${format.toUpperCase()}${isRanged ? ' for ?from&to (business dates)' : ''}`,
    access: 'owner',
    blockedWhenLapsed: false,
    query: exportQuerySchema(dataset),
    produces: [contentTypes[format].split(';')[0]!],
    handle: async (c, { query }) => {
      const { storeId } = c.get('membership') as Membership;
      const range = isRanged ? (query as unknown as DateRangeQuery) : null;
      const filter = dataset === 'payroll' ? (query as unknown as PayrollFilter) : {};
      const { db } = c.get('deps');
      const language = await requesterLanguage(db, c.get('user')!.id, c.req.header('accept-language'));
      const file = await streamExport(await readDb(c), storeId, dataset, format, range, filter, c.get('requestId'), language);
      return c.body(file.body, 200, { 'Content-Type': file.contentType, 'Content-Disposition': file.contentDisposition });
    },
  });
}

/** /api/exports: owner-only CSV and XLSX downloads, one route per dataset and format. */
export const exportsRoutes = exportDatasets.flatMap((dataset) => exportFormats.map((format) => exportRoute(dataset, format)));
