import { t } from '#client/i18n';

/** The manual daily credit reset's result (spec part 2: '{n} customers had their daily credit reset', in the singular for one). */
export const dailyResetSentence = (count: number) => t('counts.dailyReset', { count });
