import { isSafeText } from '#shared/validation/primitives';
import { AppError } from './app-error';

/**
 * The one check every route's raw input passes before its schemas (issue 22 point 5). A path or query
 * value never needs a control character, so any (NUL, C0, DEL, C1) or a broken UTF-16 half is 422
 * `invalid_characters` whatever the route's schema would say. A JSON body may hold line breaks in its
 * text fields (the schemas judge those), but never NUL: PostgreSQL cannot store it, so no string
 * of a body — value or key, at any depth — may carry one.
 */
export function refuseUnsafeValues(values: Record<string, string>): void {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isSafeText(key) || !isSafeText(value)) fields[fieldName(key)] = 'invalid_characters';
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', fields);
}

/** The same field-name rule as parseInput: names we would not echo back are '_'. */
function fieldName(key: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(key) ? key : '_';
}

/** The dotted path of a string (or key) holding NUL in a JSON value, or null (iterative: any depth). */
function pathOfNul(body: unknown): string | null {
  const pending: Array<[unknown, string]> = [[body, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path || '_';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, inner] of Object.entries(value)) {
      const innerPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return innerPath;
      pending.push([inner, innerPath]);
    }
  }
  return null;
}

/** A JSON body with NUL anywhere: 422 { <field>: 'invalid_characters' }. */
export function refuseNulInBody(body: unknown): void {
  const path = pathOfNul(body);
  if (path !== null) throw new AppError('VALIDATION_FAILED', { [fieldName(path)]: 'invalid_characters' });
}
