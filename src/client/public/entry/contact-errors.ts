/** Pure rules of the contact form (no DOM, unit-tested): field error sentences and response outcomes. */

export const contactFieldNames = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; errors: ContactFieldErrors }
  | { kind: 'failed' };

const labels: Record<ContactField, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' };

export const toastTexts = {
  sentTitle: 'Message Sent',
  sentDescription: "We'll get back to you within 24 hours.",
  failedTitle: 'Failed to send message. Please try again later.',
} as const;

/** The sentence shown under a field for a server field-error code ('required', 'invalid_email', 'too_long'). */
export function fieldErrorMessage(field: ContactField, code: string): string {
  if (code === 'invalid_email' && field === 'email') return 'Please enter a valid email address';
  if (code === 'too_long') return `${labels[field]} is too long`;
  if (code === 'required') return `${labels[field]} is required`;
  return `Please check the ${labels[field].toLowerCase()}`;
}

function isContactField(key: string): key is ContactField {
  return (contactFieldNames as readonly string[]).includes(key);
}

/** Field errors of a 422 body {"error":{"code":"VALIDATION_FAILED","fields":{...}}}; null when there are none for our fields. */
export function readContactFieldErrors(body: unknown): ContactFieldErrors | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const fields = (error as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return null;
  const errors: ContactFieldErrors = {};
  for (const [key, code] of Object.entries(fields)) {
    if (isContactField(key) && typeof code === 'string') errors[key] = fieldErrorMessage(key, code);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** 200/201 → sent; 422 with field errors → invalid; anything else → failed. */
export function classifyContactResponse(status: number, body: unknown): ContactOutcome {
  if (status === 200 || status === 201) return { kind: 'sent' };
  if (status === 422) {
    const errors = readContactFieldErrors(body);
    if (errors) return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}
