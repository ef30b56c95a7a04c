import { MAX_PHOTO_BYTES, PHOTO_CONTENT_TYPES } from '#shared/customers/customer.schemas';

export const PHOTO_ACCEPT = PHOTO_CONTENT_TYPES.join(',');

/** The error code the server would answer for this file (checked before uploading), or null when it is fine. */
export function photoFileProblem(file: { type: string; size: number }): 'UNSUPPORTED_IMAGE' | 'IMAGE_TOO_LARGE' | null {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'UNSUPPORTED_IMAGE';
  if (file.size > MAX_PHOTO_BYTES) return 'IMAGE_TOO_LARGE';
  return null;
}
