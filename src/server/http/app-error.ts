import type { ErrorCode, ErrorParams, FieldErrors } from '#shared/errors/codes';

/** One table from error code to HTTP status. */
export const statusByCode: Record<ErrorCode, 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 500 | 502 | 503> = {
  VALIDATION_FAILED: 422,
  INVALID_BODY: 400,
  BODY_TOO_LARGE: 413,
  METHOD_NOT_ALLOWED: 405,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  OWNER_ONLY: 403,
  ADMIN_ONLY: 403,
  NOT_FOUND: 404,
  CROSS_SITE_REQUEST: 403,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  RATE_LIMITED: 429,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  EMAIL_TAKEN: 409,
  WEAK_PASSWORD: 422,
  STORE_ALREADY_SET_UP: 409,
  NO_STORE: 403,
  SETUP_NOT_ALLOWED: 403,
  MAIL_FAILED: 503,
  PAYMENTS_NOT_CONFIGURED: 503,
  SUBSCRIPTION_LAPSED: 402,
  SUBSCRIPTION_ALREADY_SUSPENDED: 409,
  SUBSCRIPTION_NOT_SUSPENDED: 409,
  CHECKOUT_NOT_COMPLETE: 409,
  BILLING_PROVIDER_FAILED: 502,
  INVALID_WEBHOOK: 400,
  CHEQUE_ALREADY_RECORDED: 409,
  ALREADY_SUBSCRIBED: 409,
  CREDIT_ALREADY_GIVEN_TODAY: 409,
  CUSTOMER_RED_FLAGGED: 409,
  CUSTOMER_BLOCKED: 409,
  CREDIT_LIMIT_EXCEEDED: 409,
  CUSTOMER_HAS_BALANCE: 409,
  CUSTOMER_HAS_STORE_CREDIT: 409,
  CUSTOMER_ARCHIVED: 409,
  PAYMENT_EXCEEDS_BALANCE: 409,
  STORE_CREDIT_LIMIT_EXCEEDED: 409,
  DAILY_LOG_FUTURE_DATE: 422,
  DAILY_LOG_PAST_DATE_OWNER_ONLY: 403,
  IDEMPOTENCY_KEY_REUSED: 422,
  IDEMPOTENCY_IN_PROGRESS: 409,
  UNSUPPORTED_IMAGE: 422,
  IMAGE_TOO_LARGE: 413,
  COMMUNITY_PIN_ADMIN_ONLY: 403,
  COMMUNITY_PROMOTION_ADMIN_ONLY: 403,
  COMMUNITY_DELETE_FORBIDDEN: 403,
  COMMUNITY_NO_STORE: 403,
  UNSUPPORTED_MEDIA: 422,
  MEDIA_TOO_LARGE: 422,
  PUSH_ENDPOINT_REFUSED: 422,
  INTERNAL: 500,
};

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly fields?: FieldErrors,
    /** Numbers the client's sentence needs (never display text). */
    readonly params?: ErrorParams,
  ) {
    super(code);
  }

  get status() {
    return statusByCode[this.code];
  }

  toBody() {
    const error = this.fields ? { code: this.code, fields: this.fields } : { code: this.code };
    return { error: this.params ? { ...error, params: this.params } : error };
  }
}
