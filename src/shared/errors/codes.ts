/**
 * Every error code the API can answer with. The server never sends display text;
 * the client turns a code into the spec's words (src/client/texts/errors.ts).
 */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_BODY',
  'BODY_TOO_LARGE',
  'METHOD_NOT_ALLOWED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'OWNER_ONLY',
  'ADMIN_ONLY',
  'ADMIN_CANNOT_DELETE_SELF',
  'LAST_ADMIN',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'TWO_FACTOR_ALREADY_ENROLLED',
  'NOT_FOUND',
  'STORE_NOT_FOUND',
  'CROSS_SITE_REQUEST',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'RATE_LIMITED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'STORE_ALREADY_SET_UP',
  'NO_STORE',
  'SETUP_NOT_ALLOWED',
  'MAIL_FAILED',
  'PAYMENTS_NOT_CONFIGURED',
  'MAINTENANCE_MODE',
  'SUBSCRIPTION_LAPSED',
  'SUBSCRIPTION_ALREADY_SUSPENDED',
  'SUBSCRIPTION_NOT_SUSPENDED',
  'CHECKOUT_NOT_COMPLETE',
  'BILLING_PROVIDER_FAILED',
  'INVALID_WEBHOOK',
  'CHEQUE_ALREADY_RECORDED',
  'ALREADY_SUBSCRIBED',
  'CREDIT_ALREADY_GIVEN_TODAY',
  'DAILY_RESET_IN_PROGRESS',
  'CUSTOMER_RED_FLAGGED',
  'CUSTOMER_BLOCKED',
  'CREDIT_LIMIT_EXCEEDED',
  'CUSTOMER_HAS_BALANCE',
  'CUSTOMER_HAS_STORE_CREDIT',
  'CUSTOMER_ARCHIVED',
  'PAYMENT_EXCEEDS_BALANCE',
  'STORE_CREDIT_LIMIT_EXCEEDED',
  'DAILY_LOG_FUTURE_DATE',
  'DAILY_LOG_PAST_DATE_OWNER_ONLY',
  'DAILY_LOG_CHANGED',
  'ENTRY_TOO_OLD',
  'ENTRY_IN_FUTURE',
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_IN_PROGRESS',
  'UNSUPPORTED_IMAGE',
  'IMAGE_TOO_LARGE',
  'COMMUNITY_PIN_ADMIN_ONLY',
  'COMMUNITY_PROMOTION_ADMIN_ONLY',
  'COMMUNITY_DELETE_FORBIDDEN',
  'COMMUNITY_NO_STORE',
  'UNSUPPORTED_MEDIA',
  'MEDIA_TOO_LARGE',
  'PUSH_ENDPOINT_REFUSED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

/** Numbers a sentence needs (PAYMENT_EXCEEDS_BALANCE: owedCents); the client formats them. */
export type ErrorParams = Record<string, number>;

/** Field errors carry a code too (for example 'required', 'invalid_email'). */
export type FieldErrors = Record<string, string>;

/** The one error shape of every /api answer that is not a success. */
export type ApiErrorBody = { error: { code: ErrorCode; message?: string; fields?: FieldErrors; params?: ErrorParams } };

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';
}
