import type { ErrorParams } from '#shared/errors/codes';
import { loginSafePhrases, loginTrustedCodes } from '#client/texts/auth';
import { genericErrorText, errorTexts, errorTextsWithParams } from '#client/texts/errors';
import { formFieldTexts, genericFieldTexts, type FormName } from '#client/texts/fields';
import { requiredFieldToasts, type ToastText } from '#client/texts/toasts';
import { isApiError } from './api-client';

/**
 * How an error becomes what a screen shows; the words themselves are in src/client/texts/
 * (errors, fields, toasts, auth). The server never sends display text.
 */
export type { FormName, ToastText };

/** The sentence for an error code; unknown codes get the generic sentence. */
export function messageForCode(code: string): string {
  return hasText(code) ? errorTexts[code] : genericErrorText();
}

/**
 * The sentence for a code with the numbers the server sent (`error.params`, in cents), formatted
 * here; without them, the code's plain sentence.
 */
export function messageWithParams(code: string, params: ErrorParams = {}): string {
  const withParams = hasText(code) ? errorTextsWithParams[code]?.(params) : null;
  return withParams ?? messageForCode(code);
}

function hasText(code: string): code is keyof typeof errorTexts {
  return Object.hasOwn(errorTexts, code);
}

export function fieldMessage(form: FormName | null, field: string, code: string): string {
  return (form ? formFieldTexts[form][field]?.[code] : undefined)?.() ?? genericFieldTexts[code]?.() ?? messageForCode('VALIDATION_FAILED');
}

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
  const order = [...Object.keys(form ? formFieldTexts[form] : {}), ...Object.keys(codes)];
  const present = [...new Set(order)].filter((field) => codes[field]);
  const fields: Record<string, string> = {};
  for (const field of present) fields[field] = fieldMessage(form, field, codes[field]!);
  const pairField = present.find((field) => codes[field] === 'required' && requiredFieldToasts[`${form}.${field}`]);
  const first = present[0];
  return {
    fields,
    message: first ? fields[first]! : messageForCode('VALIDATION_FAILED'),
    toast: pairField ? requiredFieldToasts[`${form}.${pairField}`]! : null,
  };
}

/** Any thrown error → what a form shows. Unknown failures use the screen's own fallback text. */
export function describeFormError(form: FormName | null, error: unknown, fallback: string = genericErrorText()): FormError {
  if (isApiError(error) && Object.keys(error.fields).length > 0) return describeFieldErrors(form, error.fields);
  if (isApiError(error) && hasText(error.code) && error.code !== 'INTERNAL') {
    return { fields: {}, message: messageWithParams(error.code, error.params), toast: null };
  }
  return { fields: {}, message: fallback, toast: null };
}

/** The sentence for any error, or the fallback when it is not one of ours. */
export function errorMessage(error: unknown, fallback: string = genericErrorText()): string {
  return describeFormError(null, error, fallback).message;
}

/** Spec part 1 §5: login errors show only messages with a known generic phrase. */
export function filterLoginMessage(message: string): string {
  return loginSafePhrases.some((phrase) => message.includes(phrase)) ? message : genericErrorText();
}

/** What a failed sign-in shows: field texts for bad input, otherwise the filtered sentence. */
export function describeLoginError(form: 'signIn' | 'adminLogin', error: unknown): FormError {
  const described = describeFormError(form, error);
  if (Object.keys(described.fields).length > 0) return described;
  if (isApiError(error) && loginTrustedCodes.has(error.code)) return described;
  return { ...described, message: filterLoginMessage(described.message) };
}
