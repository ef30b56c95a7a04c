import type { SecurityAuditEntry } from '#shared/admin/security.schemas';
import { Badge, type BadgeTone } from '#client/components/ui/badge';
import { RecordCard, RecordCards } from '#client/components/ui/record-cards';
import { cn } from '#client/lib/cn';
import { formatAuditTime, severityOf, shortId, truncateUserAgent, type Severity } from '../audit-format';
import { AuditValues } from './audit-values';
import { t, useT } from '#client/i18n';

const severityTone: Record<Severity, BadgeTone> = { high: 'red', medium: 'yellow', low: 'gray' };
const actionTone: Record<string, BadgeTone> = { INSERT: 'green', UPDATE: 'blue', DELETE: 'red' };

const who = (entry: SecurityAuditEntry) => entry.userEmail ?? (entry.userId ? shortId(entry.userId) : t('admin.system'));
const whoInFull = (entry: SecurityAuditEntry) =>
  [entry.userName, entry.userEmail, entry.userId].filter(Boolean).join(' · ') || t('admin.system');
const where = (entry: SecurityAuditEntry) => entry.storeName ?? (entry.storeId ? shortId(entry.storeId) : '—');
const whereInFull = (entry: SecurityAuditEntry) => [entry.storeName, entry.storeId].filter(Boolean).join(' · ') || undefined;

/**
 * The security audit log's rows, for the admin panel (latest 100) and /admin/security (filtered pages):
 * cards under 768 px, a fixed-layout table from md up (nothing widens it; long values end in an ellipsis
 * and show whole in their title).
 */
export function AuditEntries({ entries }: { entries: SecurityAuditEntry[] }) {
  return (
    <>
      <AuditEntryCards entries={entries} />
      <AuditEntryTable entries={entries} />
    </>
  );
}

function AuditEntryCards({ entries }: { entries: SecurityAuditEntry[] }) {
  const t = useT();
  return (
    <RecordCards label={t('admin.auditLogEntries')}>
      {entries.map((entry) => {
        const severity = severityOf(entry.tableName);
        return (
          <RecordCard
            key={entry.id}
            title={
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone={actionTone[entry.action] ?? 'gray'}>{entry.action}</Badge>
                <span className="font-mono text-xs">{entry.tableName}</span>
                <Badge tone={severityTone[severity]}>{severity}</Badge>
              </span>
            }
            aside={<span className="text-xs font-normal tabular-nums text-muted">{formatAuditTime(entry.createdAt)}</span>}
            fields={[
              { label: t('admin.cardBy'), value: who(entry) },
              { label: t('admin.store'), value: where(entry) },
              { label: t('admin.cardRecord'), value: <span className="font-mono text-xs">{shortId(entry.recordId)}</span> },
              { label: t('admin.cardIp'), value: <span className="font-mono text-xs">{entry.ipAddress ?? '—'}</span> },
              { label: t('admin.cardBrowser'), value: <span className="text-xs text-muted">{truncateUserAgent(entry.userAgent)}</span> },
              { label: t('admin.cardChanges'), value: <AuditValues entry={entry} /> },
            ]}
          />
        );
      })}
    </RecordCards>
  );
}

/** Column widths (table-layout: fixed): the share of the table each column gets, whatever its rows hold. */
const columns = [
  { key: 'admin.colTime', width: 'w-[11%]' },
  { key: 'admin.user', width: 'w-[17%]' },
  { key: 'admin.store', width: 'w-[11%]' },
  { key: 'admin.table', width: 'w-[11%]' },
  { key: 'admin.action', width: 'w-[8%]' },
  { key: 'admin.recordId', width: 'w-[8%]' },
  { key: 'admin.colIpAddress', width: 'w-[9%]' },
  { key: 'admin.userAgent', width: 'w-[9%]' },
  { key: 'admin.colOldNew', width: 'w-[16%]' },
] as const;

/** One line, cut with an ellipsis; the whole value in the title. */
function Cut({ text, title, className }: { text: string; title?: string; className?: string }) {
  return (
    <span className={cn('block truncate', className)} title={title ?? text}>
      {text}
    </span>
  );
}

function AuditEntryTable({ entries }: { entries: SecurityAuditEntry[] }) {
  const t = useT();
  return (
    <div role="region" aria-label={t('admin.auditLogEntries')} tabIndex={0} className="hidden overflow-x-auto rounded-lg border border-line md:block">
      <table className="w-full table-fixed text-left text-sm">
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} className={column.width} />
          ))}
        </colgroup>
        <thead className="bg-canvas text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="px-2 py-2 font-semibold">
                {t(column.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {entries.map((entry) => {
            const severity = severityOf(entry.tableName);
            return (
              <tr key={entry.id} className="align-top">
                <td className="px-2 py-2 text-xs tabular-nums">{formatAuditTime(entry.createdAt)}</td>
                <td className="px-2 py-2">
                  <Cut text={who(entry)} title={whoInFull(entry)} />
                </td>
                <td className="px-2 py-2">
                  <Cut text={where(entry)} title={whereInFull(entry)} />
                </td>
                <td className="space-y-1 px-2 py-2">
                  <Cut text={entry.tableName} className="font-mono text-xs" />
                  <Badge tone={severityTone[severity]}>{severity}</Badge>
                </td>
                <td className="px-2 py-2">
                  <Badge tone={actionTone[entry.action] ?? 'gray'}>{entry.action}</Badge>
                </td>
                <td className="px-2 py-2">
                  <Cut text={shortId(entry.recordId)} title={entry.recordId ?? undefined} className="font-mono text-xs" />
                </td>
                <td className="px-2 py-2">
                  <Cut text={entry.ipAddress ?? '—'} className="font-mono text-xs" />
                </td>
                <td className="px-2 py-2">
                  <Cut text={entry.userAgent ?? '—'} className="text-xs text-muted" />
                </td>
                <td className="px-2 py-2">
                  <AuditValues entry={entry} oneLine />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
