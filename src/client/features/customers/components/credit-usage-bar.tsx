import type { Cents } from '#shared/money';
import { cn } from '#client/lib/cn';
import { usageDisplay } from '../credit-usage';
import { useT } from '#client/i18n';

/** How much of the credit limit is used: a progressbar that turns yellow above 60 % and red above 80 %. */
export function CreditUsageBar({ balanceCents, limitCents }: { balanceCents: Cents; limitCents: Cents }) {
  const t = useT();
  const usage = usageDisplay(balanceCents, limitCents);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-label={t('customers.creditLimitUsed')}
        aria-valuemin={0}
        aria-valuemax={Math.max(100, usage.percent)}
        aria-valuenow={usage.percent}
        aria-valuetext={usage.label}
        data-tone={usage.tone}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full transition-[width]', usage.barClass)} style={{ width: `${usage.width}%` }} />
      </div>
      <p className={cn('text-xs', usage.tone === 'red' ? 'font-medium text-red-700' : 'text-muted')}>{usage.label}</p>
    </div>
  );
}
