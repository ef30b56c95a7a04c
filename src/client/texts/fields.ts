import { emailTakenText, resetLinkInvalidText, unreadableRequestText, weakPasswordText } from './errors';
import { dateRangeTexts } from './dates';
import { t as translate, textsOf } from '#client/i18n';
import type english from '#client/i18n/locales/en/fields';

/**
 * Inline texts under form fields (spec part 1 §5, part 2 §5): each sentence once in the catalogue
 * (src/client/i18n/locales/<language>/fields.ts), then which sentence each form shows for each field
 * code. The shared schemas and the server answer with codes ('required', 'invalid_email'…), never
 * with words. The tables hold functions, so a text is read in the language on screen.
 */
type SentenceKey = Exclude<keyof typeof english, 'numberRange' | 'percentRange'>;
const formatters = {
  /** An admin setting's number outside its range: 'Enter a whole number from 1 to 65535'. */
  numberRange: (min: number, max: number, unit = '') => translate('fields.numberRange', { min, max, unit }),
  percentRange: (min: number, max: number) => translate('fields.percentRange', { min, max }),
};
const sentences = textsOf('fields');
export const fieldSentences = new Proxy(sentences, {
  get: (target, key) => (key === 'numberRange' || key === 'percentRange' ? formatters[key] : Reflect.get(target, key)),
}) as unknown as { readonly [K in SentenceKey]: string } & typeof formatters;

/** A field code's text, read when shown. */
export type FieldText = () => string;
const s = (key: SentenceKey): FieldText => () => fieldSentences[key];

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

const email = { required: s('emailRequired'), invalid_email: s('emailInvalid') };
const password = { required: s('passwordRequired') };
const newPassword = { required: s('passwordRequired'), too_short: s('passwordTooShort'), weak_password: weakPasswordText, below_minimum_length: s('passwordBelowMinimum') };
const storeName = { required: s('storeNameRequired') };
const storePhone = { required: s('storePhoneRequired') };
const address = { street: { required: s('streetRequired') }, city: { required: s('cityRequired') }, state: { required: s('stateRequired') }, zip: { required: s('zipRequired') } };
const payHoursAndAmount = { required: s('hoursAndPayInvalid'), invalid_hours: s('hoursAndPayInvalid'), invalid_amount: s('hoursAndPayInvalid') };
const dailyLogAmount = { negative: s('amountNegative'), too_large: s('amountOver1m'), invalid_amount: s('amountInvalid') };

/** Inline texts per form, per field, per field code. The key order is the form's field order. */
export const formFieldTexts: Record<FormName, Record<string, Record<string, FieldText>>> = {
  signIn: { email, password },
  adminLogin: { email, password },
  signUp: {
    firstName: { required: s('firstNameRequired') },
    lastName: { required: s('lastNameRequired') },
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
  adminReset: { email: { ...email, required: s('emailMissing') } },
  resetPassword: { newPassword, confirmPassword: {}, token: {} },
  storeSetup: { name: storeName, ...address, phone: storePhone, timezone: {} },
  storeSettings: { name: storeName, phone: {}, address: {}, timezone: {}, employeesShareStatements: {} },
  customer: {
    name: { required: s('customerNameRequired'), invalid_name: s('customerNameInvalid') },
    phone: { required: s('customerPhoneRequired') },
    email: {},
    address: {},
    notes: {},
  },
  ledgerEntry: { amountCents: { required: s('amountRequired'), invalid_amount: s('amountNotPositive'), too_large: s('amountOver100k') }, notes: {} },
  employee: {
    firstName: { required: s('requiredFieldsMissing') },
    lastName: {},
    email: { ...email, email_taken: emailTakenText },
    password: newPassword,
    phone: {},
  },
  changePassword: { currentPassword: { required: s('passwordRequired'), wrong_password: s('currentPasswordWrong') }, newPassword, confirmPassword: {} },
  payroll: {
    employeeId: { required: s('employeeMissing'), invalid_id: s('employeeMissing'), not_an_employee: s('employeeNoLonger') },
    payPeriodType: {},
    totalHours: payHoursAndAmount,
    totalAmountCents: { ...payHoursAndAmount, too_large: s('amountOver100k') },
    startDate: { required: s('payDatesMissing') },
    endDate: { required: s('payDatesMissing'), invalid_range: s('payStartAfterEnd'), period_too_long: s('payPeriodTooLong') },
    signaturePng: { required: s('signatureRequired'), invalid_signature: s('signatureRequired'), too_large: s('signatureTooLarge') },
  },
  creditLimit: { creditLimitCents: { negative: s('creditLimitNegative'), invalid_amount: s('amountInvalid') } },
  dailyLog: Object.fromEntries(['startingCashCents', 'cashSalesCents', 'payoutsCents', 'expensesCents', 'actualCashCents'].map((field) => [field, dailyLogAmount])),
};

/** A field code's text on any form that has no text of its own for it. */
export const genericFieldTexts: Record<string, FieldText> = {
  required: s('required'),
  too_long: s('tooLong'),
  too_short: s('tooShort'),
  invalid_email: s('emailInvalid'),
  invalid_phone: s('phoneInvalid'),
  invalid_timezone: s('timezoneInvalid'),
  weak_password: weakPasswordText,
  below_minimum_length: s('passwordBelowMinimum'),
  invalid_token: resetLinkInvalidText,
  mismatch: s('passwordsMismatch'),
  invalid_date: s('dateInvalid'),
  invalid_range: () => dateRangeTexts.reversed,
  range_too_long: s('rangeTooLong'),
  invalid_month: s('monthInvalid'),
  invalid_json: unreadableRequestText,
  invalid_cursor: s('listChanged'),
  invalid_code: s('codeInvalid'),
  invalid_characters: s('invalidCharacters'),
};

/** An admin setting's field code → its text (the number ranges are worded by the settings form). */
export const settingFieldTexts: Record<string, FieldText> = {
  invalid_email: s('emailInvalid'),
  too_long: s('tooLong'),
  invalid_characters: s('invalidCharacters'),
  invalid_option: s('chooseOption'),
};
