import type { ErrorCode, ErrorParams } from '#shared/errors/codes';
import { formatCents } from '#shared/money';
import { t, textsOf } from '#client/i18n';

/**
 * What people read for each error code of the server (plus the client's own NETWORK): spec part 1
 * §5 and §8, part 2 §5 and §8. The server never sends display text. The sentences are in the
 * catalogue (src/client/i18n/locales/<language>/errors.ts, decision 059); a code without a sentence
 * fails the type check there.
 */
export const genericErrorText = () => t('errors.INTERNAL');
export const weakPasswordText = () => t('errors.WEAK_PASSWORD');
export const resetLinkInvalidText = () => t('fields.resetLinkInvalid');
export const unreadableRequestText = () => t('errors.INVALID_BODY');
export const emailTakenText = () => t('errors.EMAIL_TAKEN');
export const paymentsNotConfiguredText = () => t('errors.PAYMENTS_NOT_CONFIGURED');
export const communityNoStoreText = () => t('errors.COMMUNITY_NO_STORE');

export const errorTexts: Readonly<Record<ErrorCode | 'NETWORK', string>> = textsOf('errors');

/** The codes whose sentence carries the numbers the server sent (`error.params`, in cents). */
export const errorTextsWithParams: Partial<Record<ErrorCode | 'NETWORK', (params: ErrorParams) => string | null>> = {
  PAYMENT_EXCEEDS_BALANCE: ({ owedCents }) => (owedCents === undefined ? null : t('errorDetails.paymentExceedsBalance', { owed: formatCents(owedCents) })),
  STORE_CREDIT_LIMIT_EXCEEDED: ({ creditLimitCents }) =>
    creditLimitCents === undefined ? null : t('errorDetails.storeCreditLimitExceeded', { limit: formatCents(creditLimitCents) }),
};
