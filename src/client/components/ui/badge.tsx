import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

export type BadgeTone = 'green' | 'blue' | 'yellow' | 'red' | 'gray';

const tones: Record<BadgeTone, string> = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
};

export function Badge({ tone = 'gray', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tones[tone], className)}
      {...props}
    />
  );
}
