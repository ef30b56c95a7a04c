import type { SecurityAuditEntry } from '#shared/admin/security.schemas';

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value));

/** Old → new values, one line per column (an INSERT shows only new values, a DELETE only old ones). */
export function AuditValues({ entry }: { entry: SecurityAuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.oldValues ?? {}), ...Object.keys(entry.newValues ?? {})])];
  if (keys.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {keys.map((key) => (
        <li key={key} className="break-words">
          <span className="font-mono text-muted">{key}</span>:{' '}
          {entry.oldValues && key in entry.oldValues ? <span className="text-danger line-through decoration-1">{show(entry.oldValues[key])}</span> : null}
          {entry.oldValues && key in entry.oldValues && entry.newValues && key in entry.newValues ? ' → ' : null}
          {entry.newValues && key in entry.newValues ? <span className="text-brand-700">{show(entry.newValues[key])}</span> : null}
        </li>
      ))}
    </ul>
  );
}
