import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '#shared/customers/customer.schemas';
import { PHOTO_ACCEPT, photoFileProblem } from './photo-file';

describe('photoFileProblem', () => {
  it('accepts JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(photoFileProblem({ type, size: 1000 })).toBeNull();
    expect(photoFileProblem({ type: 'image/jpeg', size: MAX_PHOTO_BYTES })).toBeNull();
    expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses other types and files over 5 MB, with the server’s codes', () => {
    expect(photoFileProblem({ type: 'image/gif', size: 1000 })).toBe('UNSUPPORTED_IMAGE');
    expect(photoFileProblem({ type: '', size: 1000 })).toBe('UNSUPPORTED_IMAGE');
    expect(photoFileProblem({ type: 'image/png', size: MAX_PHOTO_BYTES + 1 })).toBe('IMAGE_TOO_LARGE');
  });
});
