import type { ErrorCode, ErrorParams } from '#shared/errors/codes';
import { formatCents } from '#shared/money';

/**
 * What people read for each error code of the server (plus the client's own NETWORK): spec part 1
 * §5 and §8, part 2 §5 and §8. The server never sends display text. A code without a sentence
 * fails the type check. One sentence per key; keys that say the same thing point at one entry.
 */
export const GENERIC_ERROR = 'An unexpected error occurred. Please try again.';
export const WEAK_PASSWORD_TEXT =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number. Avoid common passwords.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';
export const UNREADABLE_REQUEST = 'The request could not be read. Please try again.';
export const EMAIL_TAKEN_TEXT = 'An account with this email already exists.';
export const VALIDATION_FAILED_TEXT = 'Invalid input. Please check the highlighted fields.';
export const PAYMENTS_NOT_CONFIGURED_TEXT = 'Payments are not set up yet';
export const COMMUNITY_NO_STORE_TEXT = "Please ensure you're logged in and have a valid store";

export const errorTexts: Record<ErrorCode | 'NETWORK', string> = {
  INVALID_CREDENTIALS: 'Invalid credentials. Please check your email and password.',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts. Please try again later.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  WEAK_PASSWORD: WEAK_PASSWORD_TEXT,
  EMAIL_NOT_VERIFIED: "Please verify your email address before signing in. We've sent you a new confirmation link.",
  EMAIL_TAKEN: EMAIL_TAKEN_TEXT,
  VALIDATION_FAILED: VALIDATION_FAILED_TEXT,
  INVALID_BODY: UNREADABLE_REQUEST,
  BODY_TOO_LARGE: 'This is too much to send at once. Please shorten it and try again.',
  METHOD_NOT_ALLOWED: GENERIC_ERROR,
  UNAUTHENTICATED: 'Please log in to continue',
  FORBIDDEN: 'Access denied.',
  OWNER_ONLY: 'Access denied. Only store owners can do this.',
  ADMIN_ONLY: 'Access denied. Admin privileges required.',
  ADMIN_CANNOT_DELETE_SELF: 'You cannot delete your own admin account.',
  LAST_ADMIN: 'The last admin cannot be deleted.',
  TWO_FACTOR_REQUIRED: 'Please enter the code from your authenticator app.',
  TWO_FACTOR_ENROLMENT_REQUIRED: 'Two-factor authentication is required. Please set up your authenticator app.',
  TWO_FACTOR_ALREADY_ENROLLED: 'Two-factor authentication is already set up.',
  NO_STORE: 'Your store is not set up yet.',
  NOT_FOUND: 'Resource not found.',
  STORE_NOT_FOUND: 'Store not found',
  CROSS_SITE_REQUEST: 'Access denied. Please reload the page and try again.',
  STORE_ALREADY_SET_UP: 'Your store is already set up.',
  SETUP_NOT_ALLOWED: 'Only store owners can set up a store.',
  MAIL_FAILED: 'We could not send the email. Please try again later.',
  MAINTENANCE_MODE: 'Corner Store is down for maintenance. Please try again later.',
  PAYMENTS_NOT_CONFIGURED: PAYMENTS_NOT_CONFIGURED_TEXT,
  SUBSCRIPTION_LAPSED: 'Your subscription is not active, so changes cannot be saved. Your data is still available to view.',
  SUBSCRIPTION_ALREADY_SUSPENDED: 'This store is already suspended.',
  SUBSCRIPTION_NOT_SUSPENDED: 'This store is not suspended.',
  CHECKOUT_NOT_COMPLETE: 'The payment is not complete yet.',
  BILLING_PROVIDER_FAILED: 'The payment service did not answer. Please try again.',
  INVALID_WEBHOOK: GENERIC_ERROR,
  CHEQUE_ALREADY_RECORDED: 'A cheque with this number is already recorded for this store.',
  ALREADY_SUBSCRIBED: 'Your subscription is already active. Use Manage Subscription to change it.',
  CREDIT_ALREADY_GIVEN_TODAY: 'Credit already given today. Cannot give additional credit.',
  DAILY_RESET_IN_PROGRESS: 'A daily credit reset is already running. Try again in a moment.',
  CUSTOMER_RED_FLAGGED: 'Customer is red flagged. Credit cannot be given.',
  CUSTOMER_BLOCKED: 'Customer is blocked. Credit cannot be given.',
  CREDIT_LIMIT_EXCEEDED: 'Credit Limit Exceeded',
  CUSTOMER_HAS_BALANCE: 'This customer still owes money. Record a payment before deleting.',
  CUSTOMER_HAS_STORE_CREDIT: 'This customer has store credit. Use it up or give it back before deleting.',
  CUSTOMER_ARCHIVED: 'This customer is archived. The store owner can restore them from the Archived list.',
  PAYMENT_EXCEEDS_BALANCE: 'Payment is more than the amount owed.',
  STORE_CREDIT_LIMIT_EXCEEDED: "Store credit cannot be more than the customer's credit limit.",
  DAILY_LOG_FUTURE_DATE: 'A cash log cannot be saved for a future date.',
  DAILY_LOG_PAST_DATE_OWNER_ONLY: "Only the store owner can change a past day's cash log.",
  DAILY_LOG_CHANGED: 'This cash log was changed on another device after this one last saw it.',
  ENTRY_TOO_OLD: 'Recorded more than 72 hours ago. The server no longer accepts it.',
  ENTRY_IN_FUTURE: "Recorded with a time in the future. Check this device's date and time.",
  IDEMPOTENCY_KEY_REUSED: 'This request was already sent with different details. Please try again.',
  IDEMPOTENCY_IN_PROGRESS: 'This request is still being processed. Please wait a moment.',
  UNSUPPORTED_IMAGE: 'Please choose a JPEG, PNG or WebP image.',
  IMAGE_TOO_LARGE: 'The photo is too large. The limit is 5 MB.',
  COMMUNITY_PIN_ADMIN_ONLY: 'Only admins can pin/unpin posts',
  COMMUNITY_PROMOTION_ADMIN_ONLY: 'Only admins can create promotion posts',
  COMMUNITY_DELETE_FORBIDDEN: "You don't have permission to delete posts",
  COMMUNITY_NO_STORE: COMMUNITY_NO_STORE_TEXT,
  UNSUPPORTED_MEDIA: 'Please choose images (JPG, PNG, WebP), videos (MP4, WebM) or PDF files.',
  MEDIA_TOO_LARGE: 'This file is too large. Images may be up to 10 MB, PDFs 20 MB and videos 100 MB.',
  PUSH_ENDPOINT_REFUSED: 'Unable to set up push notifications.',
  DATABASE_UNAVAILABLE: 'Corner Store is switching to its standby server. Please try again in a few seconds.',
  NETWORK: 'Could not reach the server. Check your connection and try again.',
  INTERNAL: GENERIC_ERROR,
};

/** The codes whose sentence carries the numbers the server sent (`error.params`, in cents). */
export const errorTextsWithParams: Partial<Record<ErrorCode | 'NETWORK', (params: ErrorParams) => string | null>> = {
  PAYMENT_EXCEEDS_BALANCE: ({ owedCents }) => (owedCents === undefined ? null : `Payment is more than the ${formatCents(owedCents)} owed`),
  STORE_CREDIT_LIMIT_EXCEEDED: ({ creditLimitCents }) =>
    creditLimitCents === undefined ? null : `Store credit cannot be more than the customer's credit limit of ${formatCents(creditLimitCents)}.`,
};
