import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export const controlClasses = cn(
  'block w-full rounded-md border border-line bg-surface px-3 text-base text-ink shadow-sm sm:text-sm',
  'placeholder:text-slate-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600',
  'disabled:cursor-not-allowed disabled:bg-canvas disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'h-10', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClasses, 'h-10 pr-8', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('block text-sm font-medium text-ink', className)} {...props} />;
}
