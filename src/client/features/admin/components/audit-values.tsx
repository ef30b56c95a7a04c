import type { SecurityAuditEntry } from '#shared/admin/security.schemas';
import { cn } from '#client/lib/cn';
import { useT } from '#client/i18n';

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Each changed column: its name, old value (an INSERT has none) and new value (a DELETE has none). */
export function auditChanges(entry: SecurityAuditEntry) {
  const keys = [...new Set([...Object.keys(entry.oldValues ?? {}), ...Object.keys(entry.newValues ?? {})])];
  return keys.map((key) => ({
    key,
    old: entry.oldValues && key in entry.oldValues ? show(entry.oldValues[key]) : null,
    new: entry.newValues && key in entry.newValues ? show(entry.newValues[key]) : null,
  }));
}

const asText = (change: ReturnType<typeof auditChanges>[number]) =>
  `${change.key}: ${[change.old, change.new].filter((v) => v !== null).join(' → ')}`;

/**
 * Old → new values, one line per column. `oneLine` (the table): each line cut with an ellipsis and
 * the whole change in its title; otherwise (the phone cards) lines wrap between words.
 */
export function AuditValues({ entry, oneLine = false }: { entry: SecurityAuditEntry; oneLine?: boolean }) {
  const t = useT();
  const changes = auditChanges(entry);
  if (changes.length === 0) return <span className="text-muted">—</span>;
  const shown = oneLine ? changes.slice(0, ONE_LINE_SHOWN) : changes;
  const rest = changes.slice(shown.length);
  return (
    <>
      <ChangeList changes={shown} oneLine={oneLine} />
      {rest.length > 0 ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted">{t('admin.more', { length: rest.length })}</summary>
          <ChangeList changes={rest} oneLine={oneLine} />
        </details>
      ) : null}
    </>
  );
}

/** A table row shows this many changed columns; the rest open under 'N more' (an INSERT lists every column). */
const ONE_LINE_SHOWN = 3;

function ChangeList({ changes, oneLine }: { changes: ReturnType<typeof auditChanges>; oneLine: boolean }) {
  return (
    <ul className="space-y-0.5 text-xs">
      {changes.map((change) => (
        <li key={change.key} className={cn(oneLine ? 'truncate' : 'break-words')} title={oneLine ? asText(change) : undefined}>
          <span className="font-mono text-muted">{change.key}</span>:{' '}
          {change.old !== null ? <span className="text-danger line-through decoration-1">{change.old}</span> : null}
          {change.old !== null && change.new !== null ? ' → ' : null}
          {change.new !== null ? <span className="text-brand-700">{change.new}</span> : null}
        </li>
      ))}
    </ul>
  );
}
