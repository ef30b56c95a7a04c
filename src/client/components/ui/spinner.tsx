import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <>
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

/** A centred spinner for a whole screen or panel while its data loads. */
export function LoadingScreen({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-[50vh] items-center justify-center gap-2 text-muted', className)}>
      <Spinner className="size-5" />
      <span>{label}</span>
    </div>
  );
}
