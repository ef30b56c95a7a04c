/** Pure rules of the contact form (no DOM, unit-tested): field error sentences and response outcomes. */
import { entryTextsIn } from './texts';

export const contactFieldNames = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: ContactFieldErrors }
  | { kind: 'failed' };


/** The sentence shown under a field for a server field-error code ('required', 'invalid_email', 'too_long'). */
export function fieldErrorMessage(field: ContactField, code: string, language = 'en'): string {
  const texts = entryTextsIn(language);
  if (code === 'invalid_email' && field === 'email') return texts.invalidEmail;
  if (code === 'too_long') return texts.tooLong[field];
  if (code === 'required') return texts.required[field];
  return texts.check[field];
}

function isContactField(key: string): key is ContactField {
  return (contactFieldNames as readonly string[]).includes(key);
}

/** Field errors of a 422 body {"error":{"code":"VALIDATION_FAILED","fields":{...}}}; null when there are none for our fields. */
export function readContactFieldErrors(body: unknown, language = 'en'): ContactFieldErrors | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const fields = (error as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const errors: ContactFieldErrors = {};
  for (const [key, code] of Object.entries(fields)) {
    if (isContactField(key) && typeof code === 'string') errors[key] = fieldErrorMessage(key, code, language);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** 200/201 → sent; 422 with field errors → invalid; anything else → failed. */
export function classifyContactResponse(status: number, body: unknown, language = 'en'): ContactOutcome {
  if (status === 200 || status === 201) return { kind: 'sent' };
  if (status === 422) {
    const errors = readContactFieldErrors(body, language);
    if (errors) return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}
