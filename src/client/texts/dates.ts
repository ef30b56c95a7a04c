import type { DateRangeProblem } from '#shared/dates';

/** Why a chosen date range cannot be used (statements, reports). */
export const dateRangeTexts: Record<DateRangeProblem, string> = {
  missing: 'Please choose both dates',
  reversed: 'The start date must be on or before the end date',
};
