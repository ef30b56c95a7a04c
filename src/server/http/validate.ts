import type { z } from 'zod';
import { AppError } from './app-error';

/** Our field codes are snake_case words; anything else (zod's own English) is replaced by a code. */
const fieldCodePattern = /^[a-z][a-z_]*$/;

/** One field code for a zod issue: the schema's own code, else one named after the issue's kind. */
function fieldCode(issue: z.core.$ZodIssue, input: unknown): string {
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined) return 'required';
  // A value given with the wrong type is not missing, whatever the schema's own message says.
  if (issue.code === 'invalid_type' && issue.message === 'required') return 'invalid_type';
  if (fieldCodePattern.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_large';
    case 'too_small':
      return issue.origin === 'string' ? 'too_short' : 'too_small';
    case 'invalid_type':
      return 'invalid_type';
    default:
      return 'invalid';
  }
}

/**
 * Parse with a shared schema; failures become 422 VALIDATION_FAILED with one code per field (never
 * zod's text). A field the schema does not know is { field: 'unknown_field' }.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) addIssue(fields, issue, input, []);
  throw new AppError('VALIDATION_FAILED', fields);
}

/**
 * One issue into `fields`. A value that fits none of a union's shapes is reported as the shape it came
 * closest to (fewest issues) would report it: `{ isBlocked: 'yes' }` is isBlocked's invalid_type,
 * not the whole input's '_'. A union with its own code (`{ error: 'invalid_expiry' }`) answers that code.
 */
function addIssue(fields: Record<string, string>, issue: z.core.$ZodIssue, input: unknown, prefix: PropertyKey[]) {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    for (const key of issue.keys) fields[fieldName([...path, key])] ??= 'unknown_field';
    return;
  }
  if (issue.code === 'invalid_union' && issue.errors.length > 0 && !fieldCodePattern.test(issue.message)) {
    const closest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
    if (closest.length > 0) {
      for (const inner of closest) addIssue(fields, inner, input, path);
      return;
    }
  }
  fields[fieldName(path)] ??= fieldCode({ ...issue, path }, input);
}

/** 'notes', 'items.0.name'; '_' for the whole input and for names we would not echo back (odd or long). */
function fieldName(path: ReadonlyArray<PropertyKey>): string {
  const name = path.map(String).join('.');
  return /^[A-Za-z0-9_.-]{1,64}$/.test(name) ? name : '_';
}

/** The value at a zod issue's path in the raw input (zod 4 leaves `issue.input` out by default). */
function valueAt(input: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The JSON object of a request body: malformed JSON, and JSON that is not an object (null, an array,
 * a number, a string), are 400 INVALID_BODY. The body is read as text, which @hono/node-server reads
 * straight from the socket (no web Request is built; decision 013). An empty body reads as undefined.
 */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (text === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError('INVALID_BODY');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new AppError('INVALID_BODY');
  return value as Record<string, unknown>;
}

/** A JSON object body, or 400 INVALID_BODY (an empty body too). */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const value = await readJsonObject(request);
  if (value === undefined) throw new AppError('INVALID_BODY');
  return value;
}
