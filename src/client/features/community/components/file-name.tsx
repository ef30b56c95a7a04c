import { cn } from '#client/lib/cn';

/** 'price-list.pdf' → ['price-list', '.pdf']; no extension (or an implausibly long one) → [name, '']. */
export function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || name.length - dot > 8) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}

/** A file's name that, when it does not fit, is cut in its middle: 'price-list-for-m….pdf' keeps the extension in sight. */
export function FileName({ name, className }: { name: string; className?: string }) {
  const [stem, extension] = splitExtension(name);
  return (
    <span className={cn('flex min-w-0', className)} title={name}>
      <span className="truncate" data-part="stem">
        {stem}
      </span>
      {extension ? (
        <span className="shrink-0" data-part="extension">
          {extension}
        </span>
      ) : null}
    </span>
  );
}
