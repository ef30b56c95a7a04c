import { EMAIL_TAKEN_TEXT, RESET_LINK_INVALID, UNREADABLE_REQUEST, WEAK_PASSWORD_TEXT } from './errors';
import { dateRangeTexts } from './dates';

/**
 * Inline texts under form fields (spec part 1 §5, part 2 §5): each sentence once in `fieldSentences`,
 * then which sentence each form shows for each field code. The shared schemas and the server
 * answer with codes ('required', 'invalid_email'…), never with words.
 */
export const fieldSentences = {
  required: 'This field is required',
  tooLong: 'This entry is too long',
  tooShort: 'This entry is too short',
  invalidCharacters: 'This entry contains characters that are not allowed',
  chooseOption: 'Please choose one of the options',
  checkValue: 'Please check this value',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailMissing: 'Please enter your email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordBelowMinimum: 'Password is shorter than the minimum length this platform requires',
  passwordsMismatch: "Passwords don't match",
  currentPasswordWrong: 'Current password is incorrect',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  storeNameRequired: 'Store name is required',
  storePhoneRequired: 'Store phone number is required',
  streetRequired: 'Street is required',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  zipRequired: 'ZIP is required',
  phoneInvalid: 'Please enter a valid phone number',
  timezoneInvalid: 'Please choose a valid time zone',
  customerNameRequired: 'Name is required',
  customerNameInvalid: 'Name can contain only letters and spaces (up to 100)',
  customerPhoneRequired: 'Phone number is required',
  amountRequired: 'Please enter an amount',
  amountNotPositive: 'Please enter an amount greater than $0.00',
  amountInvalid: 'Please enter a valid amount',
  amountNegative: 'Amounts cannot be negative',
  amountOver100k: 'The amount cannot be more than $100,000.00',
  amountOver1m: 'The amount cannot be more than $1,000,000.00',
  creditLimitNegative: 'Credit limit cannot be negative',
  requiredFieldsMissing: 'Please fill in all required fields',
  employeeMissing: 'Please select an employee',
  employeeNoLonger: 'This person is no longer an employee. Please select another.',
  hoursAndPayInvalid: 'Please enter valid hours and pay amount',
  payDatesMissing: 'Please enter both start and end dates',
  payStartAfterEnd: 'Start date must be before end date',
  payPeriodTooLong: 'The period is too long for this pay period type (weekly 8 days, bi-weekly 16, monthly 31).',
  signatureRequired: 'Employee signature is required to verify hours and pay',
  signatureTooLarge: 'The signature is too large. Please clear it and sign again.',
  dateInvalid: 'Please choose a valid date',
  rangeTooLong: 'Please choose a period of at most three years',
  monthInvalid: 'Please choose a valid month',
  listChanged: 'The list changed. Please reload it.',
  codeInvalid: 'Invalid code. Please try again.',
  twoFactorCodeMissing: 'Please enter the 6-digit code from your authenticator app',
  /** An admin setting's number outside its range: 'Enter a whole number from 1 to 65535'. */
  numberRange: (min: number, max: number, unit = '') => `Enter a whole number from ${min} to ${max}${unit}`,
  percentRange: (min: number, max: number) => `Enter a number from ${min} to ${max}%`,
} as const;

const t = fieldSentences;

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

const email = { required: t.emailRequired, invalid_email: t.emailInvalid };
const password = { required: t.passwordRequired };
const newPassword = { required: t.passwordRequired, too_short: t.passwordTooShort, weak_password: WEAK_PASSWORD_TEXT, below_minimum_length: t.passwordBelowMinimum };
const storeName = { required: t.storeNameRequired };
const storePhone = { required: t.storePhoneRequired };
const address = { street: { required: t.streetRequired }, city: { required: t.cityRequired }, state: { required: t.stateRequired }, zip: { required: t.zipRequired } };
const payHoursAndAmount = { required: t.hoursAndPayInvalid, invalid_hours: t.hoursAndPayInvalid, invalid_amount: t.hoursAndPayInvalid };
const dailyLogAmount = { negative: t.amountNegative, too_large: t.amountOver1m, invalid_amount: t.amountInvalid };

/** Inline texts per form, per field, per field code. The key order is the form's field order. */
export const formFieldTexts: Record<FormName, Record<string, Record<string, string>>> = {
  signIn: { email, password },
  adminLogin: { email, password },
  signUp: {
    firstName: { required: t.firstNameRequired },
    lastName: { required: t.lastNameRequired },
    email,
    password: newPassword,
    storeName,
    storeStreet: address.street,
    storeCity: address.city,
    storeState: address.state,
    storeZip: address.zip,
    storePhone,
  },
  forgotPassword: { email },
  adminReset: { email: { ...email, required: t.emailMissing } },
  resetPassword: { newPassword, confirmPassword: {}, token: {} },
  storeSetup: { name: storeName, ...address, phone: storePhone, timezone: {} },
  storeSettings: { name: storeName, phone: {}, address: {}, timezone: {}, employeesShareStatements: {} },
  customer: {
    name: { required: t.customerNameRequired, invalid_name: t.customerNameInvalid },
    phone: { required: t.customerPhoneRequired },
    email: {},
    address: {},
    notes: {},
  },
  ledgerEntry: { amountCents: { required: t.amountRequired, invalid_amount: t.amountNotPositive, too_large: t.amountOver100k }, notes: {} },
  employee: {
    firstName: { required: t.requiredFieldsMissing },
    lastName: {},
    email: { ...email, email_taken: EMAIL_TAKEN_TEXT },
    password: newPassword,
    phone: {},
  },
  changePassword: { currentPassword: { required: t.passwordRequired, wrong_password: t.currentPasswordWrong }, newPassword, confirmPassword: {} },
  payroll: {
    employeeId: { required: t.employeeMissing, invalid_id: t.employeeMissing, not_an_employee: t.employeeNoLonger },
    payPeriodType: {},
    totalHours: payHoursAndAmount,
    totalAmountCents: { ...payHoursAndAmount, too_large: t.amountOver100k },
    startDate: { required: t.payDatesMissing },
    endDate: { required: t.payDatesMissing, invalid_range: t.payStartAfterEnd, period_too_long: t.payPeriodTooLong },
    signaturePng: { required: t.signatureRequired, invalid_signature: t.signatureRequired, too_large: t.signatureTooLarge },
  },
  creditLimit: { creditLimitCents: { negative: t.creditLimitNegative, invalid_amount: t.amountInvalid } },
  dailyLog: Object.fromEntries(['startingCashCents', 'cashSalesCents', 'payoutsCents', 'expensesCents', 'actualCashCents'].map((field) => [field, dailyLogAmount])),
};

/** A field code's text on any form that has no text of its own for it. */
export const genericFieldTexts: Record<string, string> = {
  required: t.required,
  too_long: t.tooLong,
  too_short: t.tooShort,
  invalid_email: t.emailInvalid,
  invalid_phone: t.phoneInvalid,
  invalid_timezone: t.timezoneInvalid,
  weak_password: WEAK_PASSWORD_TEXT,
  below_minimum_length: t.passwordBelowMinimum,
  invalid_token: RESET_LINK_INVALID,
  mismatch: t.passwordsMismatch,
  invalid_date: t.dateInvalid,
  invalid_range: dateRangeTexts.reversed,
  range_too_long: t.rangeTooLong,
  invalid_month: t.monthInvalid,
  invalid_json: UNREADABLE_REQUEST,
  invalid_cursor: t.listChanged,
  invalid_code: t.codeInvalid,
  invalid_characters: t.invalidCharacters,
};

/** An admin setting's field code → its text (the number ranges are worded by the settings form). */
export const settingFieldTexts: Record<string, string> = {
  invalid_email: t.emailInvalid,
  too_long: t.tooLong,
  invalid_characters: t.invalidCharacters,
  invalid_option: t.chooseOption,
};
