import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/**
 * A table's rows as cards under 768 px (the customer list's pattern: one bordered card per record,
 * nothing scrolls sideways). The table beside it is `hidden md:table`/`md:block`; this list is `md:hidden`.
 */
export function RecordCards({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className={cn('space-y-3 md:hidden', className)}>
      {children}
    </ul>
  );
}

export type RecordField = { label: string; value: ReactNode };

type RecordCardProps = {
  title: ReactNode;
  /** Beside the title: a badge or the main figure. */
  aside?: ReactNode;
  fields: RecordField[];
  /** Buttons, always shown at the card's foot. */
  actions?: ReactNode;
};

/** One record: its title, its fields as label/value pairs (values wrap between words), its actions. */
export function RecordCard({ title, aside, fields, actions }: RecordCardProps) {
  return (
    <li className="space-y-2 rounded-lg border border-line bg-surface p-3 text-sm" data-testid="record-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0 font-semibold text-ink">{title}</div>
        {aside ? <div className="shrink-0">{aside}</div> : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {fields.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-muted">{field.label}</dt>
            <dd className="min-w-0 break-words tabular-nums text-ink">{field.value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="flex flex-wrap gap-2 pt-1">{actions}</div> : null}
    </li>
  );
}
