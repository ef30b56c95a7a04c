import type Sharp from 'sharp';
import { MAX_SIGNATURE_BYTES } from '#shared/payroll/payroll.schemas';
import { detectPhotoFormat } from '../storage/photo-image';
import { AppError } from '../http/app-error';

let sharpModule: Promise<typeof Sharp> | undefined;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => m.default));

/** The drawing surface is at most this big (CSS px × device pixel ratio 3). */
const MAX_SIDE = 4000;

const refuse = (code: 'invalid_signature' | 'too_large'): never => {
  throw new AppError('VALIDATION_FAILED', { signaturePng: code });
};

/** The bytes of the base64 (or data: URL) the form sent; anything that is not base64 is refused. */
export function decodeSignature(value: string): Buffer {
  const base64 = value.startsWith('data:image/png;base64,') ? value.slice('data:image/png;base64,'.length) : value;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) refuse('invalid_signature');
  return Buffer.from(base64, 'base64');
}

/**
 * A signature as the drawing surface exports it: a PNG by content (signature bytes and a full
 * decode of its pixels by sharp), at most 200 KB, at most 4000 px a side, not blank. Re-encoded as
 * PNG, so nothing but the pixels is kept (no text chunks or other metadata).
 */
export async function checkSignaturePng(value: string): Promise<Buffer> {
  const bytes = decodeSignature(value);
  if (bytes.byteLength > MAX_SIGNATURE_BYTES) refuse('too_large');
  if (detectPhotoFormat(bytes) !== 'png') refuse('invalid_signature');
  const sharp = await loadSharp();
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_SIDE * MAX_SIDE });
    const metadata = await image.metadata();
    if (metadata.format !== 'png' || !metadata.width || !metadata.height || metadata.width > MAX_SIDE || metadata.height > MAX_SIDE) {
      return refuse('invalid_signature');
    }
    const stats = await sharp(bytes).stats();
    // A blank surface: every channel the same value everywhere (nothing was drawn).
    if (stats.channels.every((channel) => channel.min === channel.max)) return refuse('invalid_signature');
    return await sharp(bytes).png({ compressionLevel: 9 }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    return refuse('invalid_signature');
  }
}
