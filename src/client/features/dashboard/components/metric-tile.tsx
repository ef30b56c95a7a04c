import type { LucideIcon } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton';

type MetricTileProps = {
  label: string;
  value: string | undefined;
  hint?: string;
  icon: LucideIcon;
  isLoading: boolean;
};

/** One number on the dashboard, with a skeleton while it loads. */
export function MetricTile({ label, value, hint, icon: Icon, isLoading }: MetricTileProps) {
  return (
    <div className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-medium text-muted">{label}</h3>
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
      </div>
      {isLoading ? (
        <Skeleton className="mt-3 h-8 w-24" />
      ) : (
        <p className="mt-2 break-words text-xl font-bold tabular-nums text-ink sm:text-2xl">{value ?? '—'}</p>
      )}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </div>
  );
}
