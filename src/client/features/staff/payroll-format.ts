import { dateFormat, numberFormat } from '#shared/i18n/display-locale';
import { formatCents } from '#shared/money';
import { t } from '#client/i18n';

const periodKeys = { weekly: 'staff.periodWeekly', 'bi-weekly': 'staff.periodBiWeekly', monthly: 'staff.periodMonthly' } as const;

/** 'Weekly', 'Bi-weekly', 'Monthly' (in the language on screen); any other stored type reads as itself. */
export function periodLabel(type: string): string {
  return type in periodKeys ? t(periodKeys[type as keyof typeof periodKeys]) : type;
}

/** Hours with one decimal ('45.0', '7.5'), in the language on screen. */
export function formatHours(hours: number): string {
  return numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(hours);
}

/** '$12.00/hr' ('$12.00/h' in Spanish). */
export function formatRate(cents: number): string {
  return t('staff.ratePerHour', { amount: formatCents(cents) });
}

/** A business day 'YYYY-MM-DD' as 'MM/dd/yyyy' (spec part 2 §9); 'dd/MM/yyyy' in Spanish. */
export function formatDay(day: string): string {
  return dateFormat({ month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
