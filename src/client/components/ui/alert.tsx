import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type AlertTone = 'info' | 'warning' | 'danger' | 'success';

const tones: Record<AlertTone, string> = {
  info: 'border-blue-200 bg-blue-50 text-blue-900',
  warning: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  danger: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-brand-100 bg-brand-50 text-brand-800',
};

/** A box of text that stands out. Pass role="alert" for something that just happened. */
export function Alert({ tone = 'info', className, ...props }: ComponentProps<'div'> & { tone?: AlertTone }) {
  return <div className={cn('rounded-lg border p-4 text-sm', tones[tone], className)} {...props} />;
}
