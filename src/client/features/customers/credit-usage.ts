import { creditUsage, type UsageTone } from '#shared/credit/credit-rules';
import type { Cents } from '#shared/money';
import { t } from '#client/i18n';

const barClasses: Record<UsageTone, string> = {
  normal: 'bg-brand-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
};

export type UsageDisplay = { percent: number; width: number; label: string; tone: UsageTone; barClass: string };

/** The usage bar: whole percent, width capped at 100 %, colour above 60 % and 80 % (spec part 1 §9). */
export function usageDisplay(balanceCents: Cents, limitCents: Cents): UsageDisplay {
  const { percent, tone } = creditUsage(balanceCents, limitCents);
  const rounded = Math.round(percent);
  return { percent: rounded, width: Math.min(100, percent), label: t('customers.limitUsed', { percent: rounded }), tone, barClass: barClasses[tone] };
}
