import { Badge, type BadgeTone } from '#client/components/ui/badge';
import type { AuditEntry } from '../api/get-audit-log';
import { formatAuditTime, severityOf, shortId, truncateUserAgent, type Severity } from '../audit-format';

export const severityTone: Record<Severity, BadgeTone> = { high: 'red', medium: 'yellow', low: 'gray' };
export const actionTone: Record<string, BadgeTone> = { INSERT: 'green', UPDATE: 'blue', DELETE: 'red' };

/** The audit log as stacked cards, for narrow screens (the table is for md and up). */
export function AuditLogList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="divide-y divide-line rounded-lg border border-line md:hidden">
      {entries.map((entry) => {
        const severity = severityOf(entry.tableName);
        return (
          <li key={entry.id} className="space-y-1.5 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={actionTone[entry.action] ?? 'gray'}>{entry.action}</Badge>
              <span className="font-mono text-xs">{entry.tableName}</span>
              <Badge tone={severityTone[severity]}>{severity}</Badge>
            </div>
            <p className="tabular-nums text-ink">{formatAuditTime(entry.createdAt)}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
              <dt className="text-muted">Record ID</dt>
              <dd className="font-mono">{shortId(entry.recordId)}</dd>
              <dt className="text-muted">User ID</dt>
              <dd className="font-mono">{shortId(entry.userId)}</dd>
              <dt className="text-muted">IP</dt>
              <dd className="font-mono">{entry.ipAddress ?? '—'}</dd>
              <dt className="text-muted">User agent</dt>
              <dd className="break-words text-muted">{truncateUserAgent(entry.userAgent)}</dd>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
