import { Store } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { useT } from '#client/i18n';

/** The product mark: an icon tile and the name (the name can be hidden in tight spaces). */
export function BrandLogo({ showName = true, className }: { showName?: boolean; className?: string }) {
  const t = useT();
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold text-ink', className)}>
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-700 text-white">
        <Store aria-hidden="true" className="size-5" />
      </span>
      <span className={cn(!showName && 'sr-only')}>{t('common.cornerStore')}</span>
    </span>
  );
}
