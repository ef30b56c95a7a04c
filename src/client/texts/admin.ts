import { countOf, nouns } from '#client/lib/plural';

/** The manual daily credit reset's result (spec part 2: '{n} customers had their daily credit reset', in the singular for one). */
export const dailyResetSentence = (count: number) => `${countOf(count, nouns.customer)} had their daily credit reset`;
