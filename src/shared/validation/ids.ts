import { z } from 'zod';
import { uuidPattern } from './patterns';

/**
 * The ids the API takes (issue 22 point 5), one schema each, so a malformed id is 422 at the door
 * and never reaches a query: a row id (a UUID), and a user id (Better Auth's ids: letters, digits,
 * '-' and '_'; a UUID for the users this app creates).
 */
export const userIdPattern = /^[A-Za-z0-9_-]{1,100}$/;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}

/** A row id (UUID); `code` is the field error ('invalid_id', 'invalid_cursor'). */
export function uuidSchema(code = 'invalid_id') {
  return z.string({ error: 'required' }).max(36, code).regex(uuidPattern, code);
}

/** A user's id (an employee, an author). */
export const userIdSchema = z.string({ error: 'required' }).min(1, 'required').max(100, 'invalid_id').regex(userIdPattern, 'invalid_id');
