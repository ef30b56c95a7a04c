import type { z } from 'zod';
import { AppError } from './app-error';

/** Parse with a shared schema; failures become 422 with one code per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    if (fields[key]) continue;
    fields[key] = issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined ? 'required' : issue.message;
  }
  throw new AppError('VALIDATION_FAILED', fields);
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

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError('VALIDATION_FAILED', { _: 'invalid_json' });
  }
}
