import { PAYMENTS_NOT_CONFIGURED_TEXT } from './errors';
import { fieldSentences } from './fields';

/** A toast's title and its line underneath. */
export type ToastText = { title: string; description?: string };

const storeNamePair: ToastText = { title: fieldSentences.storeNameRequired, description: 'Please provide a name for your store.' };
const storePhonePair: ToastText = { title: fieldSentences.storePhoneRequired, description: 'Please provide your store phone number.' };
const licenceReason = 'Our license system requires this for location verification.';
const addressPair: ToastText = { title: 'Store address is required', description: `Please provide your store address. ${licenceReason}` };
const completeAddressPair: ToastText = {
  title: 'Complete address is required',
  description: `Please provide your complete store address. ${licenceReason}`,
};

/** The spec's title + description pairs for missing store fields, keyed 'form.field'. */
export const requiredFieldToasts: Record<string, ToastText> = {
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

/** Toasts the screens raise themselves (not from an error code), by concern. */
export const toasts = {
  signOutFailed: { title: 'Error', description: 'Failed to log out. Please try again.' },
  googleSignInFailed: { title: 'Google Sign In Error', description: 'Google sign-in did not complete. Please try again.' },
  messageNotSent: { title: "Please ensure you're logged in and have entered a message" },
  payrollIncomplete: { title: 'Error', description: 'Please complete the payroll entry before printing' },
  adminResetSent: { title: 'Password reset email sent. Please check your inbox.' },
  testEmailAddressMissing: { title: 'Please enter an email address to test' },
  adminEmailMissing: { title: 'Please enter an email address' },
  paymentsNotConfigured: { title: PAYMENTS_NOT_CONFIGURED_TEXT, description: 'Please pay by cheque or contact support.' },
  pushOffFailed: { title: 'Could not turn notifications off', description: 'Please try again.' },
  pushTestFailed: { title: 'Test notification failed', description: 'The push service did not accept it. Please try again later.' },
} satisfies Record<string, ToastText>;

/** Sentences shown in place, not in a toast. */
export const notices = {
  maintenance: 'Corner Store is being updated. Please try again in a little while — your data is safe.',
  pushDenied: 'Please enable notifications in your device settings to receive important updates about your store.',
} as const;
