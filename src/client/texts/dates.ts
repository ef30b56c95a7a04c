import type { DateRangeProblem } from '#shared/dates';
import { textsOf } from '#client/i18n';

/** Why a chosen date range cannot be used (statements, reports). */
export const dateRangeTexts: Readonly<Record<DateRangeProblem, string>> = textsOf('dates');
