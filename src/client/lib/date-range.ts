import { dateRangeProblem, type DateRange } from '#shared/dates';
import { dateRangeTexts } from '#client/texts/dates';

/** Why a chosen range cannot be used, in words, or null. */
export function dateRangeProblemText(range: DateRange): string | null {
  const problem = dateRangeProblem(range);
  return problem ? dateRangeTexts[problem] : null;
}
