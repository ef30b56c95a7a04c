import { Badge } from '#client/components/ui/badge';
import type { AuditEntry } from '../api/get-audit-log';
import { formatAuditTime, severityOf, shortId, truncateUserAgent } from '../audit-format';
import { actionTone, severityTone } from './audit-log-list';

const columns = ['Time', 'Action', 'Table', 'Record ID', 'User ID', 'IP Address', 'User Agent'];

export function AuditLogTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <div role="region" aria-label="Audit log entries" tabIndex={0} className="hidden overflow-x-auto rounded-lg border border-line md:block">
      <table className="w-full min-w-[48rem] text-left text-sm">
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
          {entries.map((entry) => {
            const severity = severityOf(entry.tableName);
            return (
              <tr key={entry.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-2 tabular-nums">{formatAuditTime(entry.createdAt)}</td>
                <td className="px-3 py-2">
                  <Badge tone={actionTone[entry.action] ?? 'gray'}>{entry.action}</Badge>
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  <span className="font-mono text-xs">{entry.tableName}</span>{' '}
                  <Badge tone={severityTone[severity]} className="ml-1">
                    {severity}
                  </Badge>
                </td>
                <td className="px-3 py-2 font-mono text-xs" title={entry.recordId ?? undefined}>
                  {shortId(entry.recordId)}
                </td>
                <td className="px-3 py-2 font-mono text-xs" title={entry.userId ?? undefined}>
                  {shortId(entry.userId)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{entry.ipAddress ?? '—'}</td>
                <td className="max-w-xs break-words px-3 py-2 text-xs text-muted">{truncateUserAgent(entry.userAgent)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
