import type { SecurityAuditEntry } from '#shared/admin/security.schemas';
import { Badge } from '#client/components/ui/badge';
import { formatAuditTime, shortId, truncateUserAgent } from '../../audit-format';
import { actionTone } from '../../components/audit-log-list';
import { AuditValues } from './audit-values';

const who = (entry: SecurityAuditEntry) => entry.userEmail ?? (entry.userId ? shortId(entry.userId) : 'System');
const where = (entry: SecurityAuditEntry) => entry.storeName ?? (entry.storeId ? shortId(entry.storeId) : '—');

/** Phones: one card per entry. */
export function AuditEntryCards({ entries }: { entries: SecurityAuditEntry[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Audit log entries">
      {entries.map((entry) => (
        <li key={entry.id} className="space-y-1 rounded-lg border border-line p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={actionTone[entry.action] ?? 'gray'}>{entry.action}</Badge>
            <span className="font-mono text-xs">{entry.tableName}</span>
            <span className="ml-auto text-xs tabular-nums text-muted">{formatAuditTime(entry.createdAt)}</span>
          </div>
          <p className="break-words">
            <span className="text-muted">By</span> {who(entry)}
          </p>
          <p className="break-words">
            <span className="text-muted">Store</span> {where(entry)}
          </p>
          <p className="text-xs text-muted">
            Record {shortId(entry.recordId)} · IP {entry.ipAddress ?? '—'}
          </p>
          <p className="break-words text-xs text-muted">{truncateUserAgent(entry.userAgent)}</p>
          <AuditValues entry={entry} />
        </li>
      ))}
    </ul>
  );
}

const columns = ['Time', 'User', 'Store', 'Table', 'Action', 'Record ID', 'IP Address', 'User Agent', 'Old → New'];

/** Desktop: a table. */
export function AuditEntryTable({ entries }: { entries: SecurityAuditEntry[] }) {
  return (
    <div role="region" aria-label="Audit log entries" tabIndex={0} className="hidden overflow-x-auto rounded-lg border border-line md:block">
      <table className="w-full min-w-[64rem] text-left text-sm">
        <thead className="bg-canvas text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatAuditTime(entry.createdAt)}</td>
              <td className="whitespace-nowrap px-3 py-2" title={entry.userId ?? undefined}>
                {who(entry)}
              </td>
              <td className="px-3 py-2">{where(entry)}</td>
              <td className="px-3 py-2 font-mono text-xs">{entry.tableName}</td>
              <td className="px-3 py-2">
                <Badge tone={actionTone[entry.action] ?? 'gray'}>{entry.action}</Badge>
              </td>
              <td className="px-3 py-2 font-mono text-xs" title={entry.recordId ?? undefined}>
                {shortId(entry.recordId)}
              </td>
              <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{entry.ipAddress ?? '—'}</td>
              <td className="max-w-56 break-words px-3 py-2 text-xs text-muted">{truncateUserAgent(entry.userAgent)}</td>
              <td className="max-w-72 px-3 py-2">
                <AuditValues entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
