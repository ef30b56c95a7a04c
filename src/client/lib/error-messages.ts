import type { ErrorCode, ErrorParams } from '#shared/errors/codes';
import { formatCents } from '#shared/money';
import { isApiError } from './api-client';

/**
 * The one place where error codes become the sentences people read (spec part 1 §5 and §8,
 * part 2 §5 and §8). The server never sends display text.
 */
export const GENERIC_ERROR = 'An unexpected error occurred. Please try again.';
export const WEAK_PASSWORD_TEXT =
  'Password must contain at least one uppercase letter, one lowercase letter, and one number. Avoid common passwords.';
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please request a new one.';

/** Keyed by the server's ErrorCode (plus the client's own NETWORK): a code without a sentence fails the type check. */
const codeTexts: Record<ErrorCode | 'NETWORK', string> = {
  INVALID_CREDENTIALS: 'Invalid credentials. Please check your email and password.',
  TOO_MANY_LOGIN_ATTEMPTS: 'Too many login attempts. Please try again later.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  WEAK_PASSWORD: WEAK_PASSWORD_TEXT,
  EMAIL_NOT_VERIFIED: "Please verify your email address before signing in. We've sent you a new confirmation link.",
  EMAIL_TAKEN: 'An account with this email already exists.',
  VALIDATION_FAILED: 'Invalid input. Please check the highlighted fields.',
  INVALID_BODY: 'The request could not be read. Please try again.',
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
  PAYMENTS_NOT_CONFIGURED: 'Payments are not set up yet',
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
  IDEMPOTENCY_KEY_REUSED: 'This request was already sent with different details. Please try again.',
  IDEMPOTENCY_IN_PROGRESS: 'This request is still being processed. Please wait a moment.',
  UNSUPPORTED_IMAGE: 'Please choose a JPEG, PNG or WebP image.',
  IMAGE_TOO_LARGE: 'The photo is too large. The limit is 5 MB.',
  COMMUNITY_PIN_ADMIN_ONLY: 'Only admins can pin/unpin posts',
  COMMUNITY_PROMOTION_ADMIN_ONLY: 'Only admins can create promotion posts',
  COMMUNITY_DELETE_FORBIDDEN: "You don't have permission to delete posts",
  COMMUNITY_NO_STORE: "Please ensure you're logged in and have a valid store",
  UNSUPPORTED_MEDIA: 'Please choose images (JPG, PNG, WebP), videos (MP4, WebM) or PDF files.',
  MEDIA_TOO_LARGE: 'This file is too large. Images may be up to 10 MB, PDFs 20 MB and videos 100 MB.',
  PUSH_ENDPOINT_REFUSED: 'Unable to set up push notifications.',
  NETWORK: 'Could not reach the server. Check your connection and try again.',
  INTERNAL: GENERIC_ERROR,
};

/** The sentence for an error code; unknown codes get the generic sentence. */
export function messageForCode(code: string): string {
  return hasText(code) ? codeTexts[code] : GENERIC_ERROR;
}

/**
 * The sentence for a code with the numbers the server sent (`error.params`, in cents), formatted
 * here; without them, the code's plain sentence.
 */
export function messageWithParams(code: string, params: ErrorParams = {}): string {
  if (code === 'PAYMENT_EXCEEDS_BALANCE' && params.owedCents !== undefined) return `Payment is more than the ${formatCents(params.owedCents)} owed`;
  if (code === 'STORE_CREDIT_LIMIT_EXCEEDED' && params.creditLimitCents !== undefined) {
    return `Store credit cannot be more than the customer's credit limit of ${formatCents(params.creditLimitCents)}.`;
  }
  return messageForCode(code);
}

function hasText(code: string): code is keyof typeof codeTexts {
  return Object.hasOwn(codeTexts, code);
}

export type FormName =
  | 'signIn'
  | 'signUp'
  | 'forgotPassword'
  | 'resetPassword'
  | 'storeSetup'
  | 'storeSettings'
  | 'adminLogin'
  | 'adminReset'
  | 'customer'
  | 'ledgerEntry'
  | 'creditLimit'
  | 'dailyLog'
  | 'employee'
  | 'payroll'
  | 'changePassword';

const email = { required: 'Email is required', invalid_email: 'Please enter a valid email address' };
const password = { required: 'Password is required' };
const newPassword = {
  required: 'Password is required',
  too_short: 'Password must be at least 8 characters long',
  weak_password: WEAK_PASSWORD_TEXT,
  below_minimum_length: 'Password is shorter than the minimum length this platform requires',
};
const storeName = { required: 'Store name is required' };
const storePhone = { required: 'Store phone number is required' };

/** Inline texts per form, per field, per field code. The key order is the form's field order. */
const fieldTexts: Record<FormName, Record<string, Record<string, string>>> = {
  signIn: { email, password },
  adminLogin: { email, password },
  signUp: {
    firstName: { required: 'First name is required' },
    lastName: { required: 'Last name is required' },
    email,
    password: newPassword,
    storeName,
    storeStreet: { required: 'Street is required' },
    storeCity: { required: 'City is required' },
    storeState: { required: 'State is required' },
    storeZip: { required: 'ZIP is required' },
    storePhone,
  },
  forgotPassword: { email },
  adminReset: { email: { ...email, required: 'Please enter your email address' } },
  resetPassword: { newPassword, confirmPassword: {}, token: {} },
  storeSetup: {
    name: storeName,
    street: { required: 'Street is required' },
    city: { required: 'City is required' },
    state: { required: 'State is required' },
    zip: { required: 'ZIP is required' },
    phone: storePhone,
    timezone: {},
  },
  storeSettings: { name: storeName, phone: {}, address: {}, timezone: {} },
  customer: {
    name: { required: 'Name is required', invalid_name: 'Name can contain only letters and spaces (up to 100)' },
    phone: { required: 'Phone number is required' },
    email: {},
    address: {},
    notes: {},
  },
  ledgerEntry: {
    amountCents: {
      required: 'Please enter an amount',
      invalid_amount: 'Please enter an amount greater than $0.00',
      too_large: 'The amount cannot be more than $100,000.00',
    },
    notes: {},
  },
  employee: {
    firstName: { required: 'Please fill in all required fields' },
    lastName: {},
    email: { ...email, email_taken: 'An account with this email already exists.' },
    password: newPassword,
    phone: {},
  },
  changePassword: {
    currentPassword: { required: 'Password is required', wrong_password: 'Current password is incorrect' },
    newPassword,
    confirmPassword: {},
  },
  payroll: {
    employeeId: { required: 'Please select an employee', invalid_id: 'Please select an employee', not_an_employee: 'This person is no longer an employee. Please select another.' },
    payPeriodType: {},
    totalHours: { required: 'Please enter valid hours and pay amount', invalid_hours: 'Please enter valid hours and pay amount' },
    totalAmountCents: {
      required: 'Please enter valid hours and pay amount',
      invalid_amount: 'Please enter valid hours and pay amount',
      too_large: 'The amount cannot be more than $100,000.00',
    },
    startDate: { required: 'Please enter both start and end dates' },
    endDate: {
      required: 'Please enter both start and end dates',
      invalid_range: 'Start date must be before end date',
      period_too_long: 'The period is too long for this pay period type (weekly 8 days, bi-weekly 16, monthly 31).',
    },
    signaturePng: {
      required: 'Employee signature is required to verify hours and pay',
      invalid_signature: 'Employee signature is required to verify hours and pay',
      too_large: 'The signature is too large. Please clear it and sign again.',
    },
  },
  creditLimit: { creditLimitCents: { negative: 'Credit limit cannot be negative', invalid_amount: 'Please enter a valid amount' } },
  dailyLog: Object.fromEntries(
    ['startingCashCents', 'cashSalesCents', 'payoutsCents', 'expensesCents', 'actualCashCents'].map((field) => [
      field,
      { negative: 'Amounts cannot be negative', too_large: 'The amount cannot be more than $1,000,000.00', invalid_amount: 'Please enter a valid amount' },
    ]),
  ),
};

const genericFieldTexts: Record<string, string> = {
  required: 'This field is required',
  too_long: 'This entry is too long',
  too_short: 'This entry is too short',
  invalid_email: 'Please enter a valid email address',
  invalid_phone: 'Please enter a valid phone number',
  invalid_timezone: 'Please choose a valid time zone',
  weak_password: WEAK_PASSWORD_TEXT,
  below_minimum_length: 'Password is shorter than the minimum length this platform requires',
  invalid_token: RESET_LINK_INVALID,
  mismatch: "Passwords don't match",
  invalid_date: 'Please choose a valid date',
  invalid_range: 'The start date must be on or before the end date',
  range_too_long: 'Please choose a period of at most three years',
  invalid_month: 'Please choose a valid month',
  invalid_json: 'The request could not be read. Please try again.',
  invalid_cursor: 'The list changed. Please reload it.',
  invalid_code: 'Invalid code. Please try again.',
  invalid_characters: 'This entry contains characters that are not allowed',
};

export function fieldMessage(form: FormName | null, field: string, code: string): string {
  return (form ? fieldTexts[form][field]?.[code] : undefined) ?? genericFieldTexts[code] ?? messageForCode('VALIDATION_FAILED');
}

export type ToastText = { title: string; description?: string };

const storeNamePair = { title: 'Store name is required', description: 'Please provide a name for your store.' };
const storePhonePair = { title: 'Store phone number is required', description: 'Please provide your store phone number.' };
const addressPair = {
  title: 'Store address is required',
  description: 'Please provide your store address. Our license system requires this for location verification.',
};
const completeAddressPair = {
  title: 'Complete address is required',
  description:
    'Please provide your complete store address. Our license system requires this for location verification.',
};

/** The spec's title + description pairs for missing store fields, keyed 'form.field'. */
const requiredPairs: Record<string, ToastText> = {
  'signUp.storeName': storeNamePair,
  'signUp.storeStreet': addressPair,
  'signUp.storeCity': addressPair,
  'signUp.storeState': addressPair,
  'signUp.storeZip': addressPair,
  'signUp.storePhone': storePhonePair,
  'storeSetup.name': storeNamePair,
  'storeSetup.street': completeAddressPair,
  'storeSetup.city': completeAddressPair,
  'storeSetup.state': completeAddressPair,
  'storeSetup.zip': completeAddressPair,
  'storeSetup.phone': storePhonePair,
  'storeSettings.name': storeNamePair,
};

export type FormError = {
  /** Inline text per field. */
  fields: Record<string, string>;
  /** The sentence for a toast (the first field's text when there are field errors). */
  message: string;
  /** The spec's own toast title and text, when it has one for this error. */
  toast: ToastText | null;
};

/** Field codes (from the server or from client-side checks) → inline texts and the toast to show. */
export function describeFieldErrors(form: FormName | null, codes: Record<string, string>): FormError {
  const order = [...Object.keys(form ? fieldTexts[form] : {}), ...Object.keys(codes)];
  const present = [...new Set(order)].filter((field) => codes[field]);
  const fields: Record<string, string> = {};
  for (const field of present) fields[field] = fieldMessage(form, field, codes[field]!);
  const pairField = present.find((field) => codes[field] === 'required' && requiredPairs[`${form}.${field}`]);
  const first = present[0];
  return {
    fields,
    message: first ? fields[first]! : messageForCode('VALIDATION_FAILED'),
    toast: pairField ? requiredPairs[`${form}.${pairField}`]! : null,
  };
}

/** Any thrown error → what a form shows. Unknown failures use the screen's own fallback text. */
export function describeFormError(form: FormName | null, error: unknown, fallback: string = GENERIC_ERROR): FormError {
  if (isApiError(error) && Object.keys(error.fields).length > 0) return describeFieldErrors(form, error.fields);
  if (isApiError(error) && hasText(error.code) && error.code !== 'INTERNAL') {
    return { fields: {}, message: messageWithParams(error.code, error.params), toast: null };
  }
  return { fields: {}, message: fallback, toast: null };
}

/** The sentence for any error, or the fallback when it is not one of ours. */
export function errorMessage(error: unknown, fallback: string = GENERIC_ERROR): string {
  return describeFormError(null, error, fallback).message;
}

/** Spec part 1 §5: login errors show only messages with a known generic phrase. */
export const loginSafePhrases = [
  'An error occurred',
  'Invalid input',
  'Access denied',
  'Operation failed',
  'Invalid credentials',
  'Resource not found',
] as const;

export function filterLoginMessage(message: string): string {
  return loginSafePhrases.some((phrase) => message.includes(phrase)) ? message : GENERIC_ERROR;
}

/** Codes whose sentences the login screens show as they are (our own texts, not backend text). */
const loginTrustedCodes = new Set(['TOO_MANY_LOGIN_ATTEMPTS', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED', 'NETWORK']);

/** What a failed sign-in shows: field texts for bad input, otherwise the filtered sentence. */
export function describeLoginError(form: 'signIn' | 'adminLogin', error: unknown): FormError {
  const described = describeFormError(form, error);
  if (Object.keys(described.fields).length > 0) return described;
  if (isApiError(error) && loginTrustedCodes.has(error.code)) return described;
  return { ...described, message: filterLoginMessage(described.message) };
}
