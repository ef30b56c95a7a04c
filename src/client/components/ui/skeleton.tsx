import { cn } from '#client/lib/cn';

/** A grey placeholder block shown while data loads (hidden from assistive tech). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200', className)} />;
}
