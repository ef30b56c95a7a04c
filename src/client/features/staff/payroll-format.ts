import { formatCents } from '#shared/money';

const periodLabels: Record<string, string> = { weekly: 'Weekly', 'bi-weekly': 'Bi-weekly', monthly: 'Monthly' };

/** 'Weekly', 'Bi-weekly', 'Monthly'; any other stored type reads as itself. */
export function periodLabel(type: string): string {
  return periodLabels[type] ?? type;
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
