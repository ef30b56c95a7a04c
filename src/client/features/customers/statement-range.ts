import { monthToDate, type DateRange } from '#shared/dates';
import { dateRangeProblemText } from '#client/lib/date-range';

export type StatementRange = DateRange;

/** First day of the current month to today, in the store's time zone. */
export const defaultStatementRange = monthToDate;

/** Why a chosen range cannot be used, or null. */
export const statementRangeProblem = dateRangeProblemText;
