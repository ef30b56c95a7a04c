import { t } from '#client/i18n';
import { paymentsNotConfiguredText } from './errors';
import { fieldSentences } from './fields';

/** A toast's title and its line underneath. */
export type ToastText = { title: string; description?: string };

/** A title + description read in the language on screen each time the toast is shown. */
export function toastText(title: () => string, description?: () => string): ToastText {
  const text = {} as ToastText;
  Object.defineProperty(text, 'title', { enumerable: true, get: title });
  if (description) Object.defineProperty(text, 'description', { enumerable: true, get: description });
  return text;
}

const storeNamePair = toastText(() => fieldSentences.storeNameRequired, () => t('toasts.storeNameDescription'));
const storePhonePair = toastText(() => fieldSentences.storePhoneRequired, () => t('toasts.storePhoneDescription'));
const addressPair = toastText(() => t('toasts.addressTitle'), () => t('toasts.addressDescription'));
const completeAddressPair = toastText(() => t('toasts.completeAddressTitle'), () => t('toasts.completeAddressDescription'));

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

const error = () => t('toasts.error');

/** Toasts the screens raise themselves (not from an error code), by concern. */
export const toasts = {
  signOutFailed: toastText(error, () => t('toasts.signOutFailed')),
  googleSignInFailed: toastText(() => t('toasts.googleSignInFailedTitle'), () => t('toasts.googleSignInFailed')),
  messageNotSent: toastText(() => t('toasts.messageNotSent')),
  payrollIncomplete: toastText(error, () => t('toasts.payrollIncomplete')),
  adminResetSent: toastText(() => t('toasts.adminResetSent')),
  testEmailAddressMissing: toastText(() => t('toasts.testEmailAddressMissing')),
  adminEmailMissing: toastText(() => t('toasts.adminEmailMissing')),
  paymentsNotConfigured: toastText(paymentsNotConfiguredText, () => t('toasts.paymentsNotConfigured')),
  pushOffFailed: toastText(() => t('toasts.pushOffFailedTitle'), () => t('toasts.pleaseTryAgain')),
  pushTestFailed: toastText(() => t('toasts.pushTestFailedTitle'), () => t('toasts.pushTestFailed')),
} satisfies Record<string, ToastText>;

/** Sentences shown in place, not in a toast. */
export const notices = {
  get maintenance() {
    return t('toasts.maintenance');
  },
  get pushDenied() {
    return t('toasts.pushDenied');
  },
};
