import type { AuditFilter } from '#shared/admin/security.schemas';
import type { Db } from '../db/client';
import { datasetTable, type Column } from '../export-writer/export-table';
import { exportFile, type ExportFile } from '../export-writer/export-file';
import { encodeAuditCursor } from '#shared/admin/security.schemas';
import { readAuditRows, resolveAuditFilter, type AuditRow } from './security-audit.queries';

const columns: Column[] = [
  { header: 'Time (UTC)', type: 'text', width: 24 },
  { header: 'User', type: 'text', width: 28 },
  { header: 'User ID', type: 'text', width: 36 },
  { header: 'Store', type: 'text', width: 24 },
  { header: 'Store ID', type: 'text', width: 36 },
  { header: 'Table', type: 'text', width: 20 },
  { header: 'Action', type: 'text', width: 8 },
  { header: 'Record ID', type: 'text', width: 36 },
  { header: 'IP Address', type: 'text', width: 16 },
  { header: 'User Agent', type: 'text', width: 40 },
  { header: 'Old Values', type: 'text', width: 40 },
  { header: 'New Values', type: 'text', width: 40 },
];

const json = (value: Record<string, unknown> | null) => (value ? JSON.stringify(value) : null);

/**
 * The filtered audit log as CSV (the exports' writer: BOM, CRLF, formula-safe text), newest first,
 * read in keyset batches of the same query as the page, so a 5-million-row log streams in flat memory.
 */
export async function exportAuditCsv(db: Db, filter: AuditFilter, today: string): Promise<ExportFile> {
  const resolved = await resolveAuditFilter(db, filter);
  const table = datasetTable<AuditRow, string>({
    sheetName: 'Security audit log',
    columns,
    fetch: (after, limit) => readAuditRows(db, resolved, after ?? undefined, limit),
    cursorOf: (row) => encodeAuditCursor({ at: row.cursor_at, id: row.id }),
    toRow: (r) => [
      r.cursor_at,
      r.user_email,
      r.user_id,
      r.store_name,
      r.store_id,
      r.table_name,
      r.action,
      r.record_id,
      r.ip_address,
      r.user_agent,
      json(r.old_values),
      json(r.new_values),
    ],
  });
  const onError = (error: unknown) => console.error('[security] audit log CSV failed mid-stream', error);
  return exportFile(table, 'csv', onError, `attachment; filename="security-audit-log-${today}.csv"`);
}
