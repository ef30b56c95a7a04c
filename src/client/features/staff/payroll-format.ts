import { formatCents } from '#shared/money';
import { t } from '#client/i18n';

const periodKeys = { weekly: 'staff.periodWeekly', 'bi-weekly': 'staff.periodBiWeekly', monthly: 'staff.periodMonthly' } as const;

/** 'Weekly', 'Bi-weekly', 'Monthly' (in the language on screen); any other stored type reads as itself. */
export function periodLabel(type: string): string {
  return type in periodKeys ? t(periodKeys[type as keyof typeof periodKeys]) : type;
}

/** Hours with one decimal ('45.0', '7.5'). */
export function formatHours(hours: number): string {
  return hours.toFixed(1);
}

/** '$12.00/hr'. */
export function formatRate(cents: number): string {
  return `${formatCents(cents)}/hr`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** A business day 'YYYY-MM-DD' as 'MM/dd/yyyy' (spec part 2 §9). */
export function formatDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}
