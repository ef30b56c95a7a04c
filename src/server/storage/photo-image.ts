import type Sharp from 'sharp';

/** sharp is loaded with the first photo, not at start (its native module takes ~0.1 s to load). */
let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));
import { MAX_PHOTO_BYTES } from '#shared/customers/customer.schemas';
import { AppError } from '../http/app-error';

/** Longest side of a stored photo, in pixels (never enlarged). */
export const PHOTO_MAX_SIDE = 640;
export const PHOTO_JPEG_QUALITY = 85;
/** Decoding limit: about a 70-megapixel camera photo; bigger images are refused before decoding. */
const MAX_INPUT_PIXELS = 70_000_000;

type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The format the bytes really are (by their signature), or null for anything else. */
export function detectPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/**
 * An uploaded photo made safe to keep and serve: JPEG, PNG or WebP by content only (else
 * UNSUPPORTED_IMAGE), at most MAX_PHOTO_BYTES (else IMAGE_TOO_LARGE); turned upright by its EXIF
 * orientation, fitted within 640×640 without enlarging, re-encoded as JPEG with every piece of
 * metadata (EXIF, GPS, ICC, XMP) dropped.
 */
export async function convertToPhotoJpeg(bytes: Uint8Array): Promise<Buffer> {
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw new AppError('IMAGE_TOO_LARGE');
  const format = detectPhotoFormat(bytes);
  if (!format) throw new AppError('UNSUPPORTED_IMAGE');
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const metadata = await readMetadata(bytes, options.failOn);
  if (metadata.format !== format) throw new AppError('UNSUPPORTED_IMAGE');
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_LARGE');
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, options)
      .autoOrient()
      .resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: PHOTO_JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    // A truncated or corrupt file that only fails once its pixels are decoded.
    throw new AppError('UNSUPPORTED_IMAGE');
  }
}

async function readMetadata(bytes: Uint8Array, failOn: 'error') {
  const sharp = await loadSharp();
  try {
    // Only the header is read here, so no pixel limit: a huge image is then refused as too large (413), not as unsupported.
    return await sharp(bytes, { failOn, limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_IMAGE');
  }
}
