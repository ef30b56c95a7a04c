import type { MediaKind } from '#shared/community/community.schemas';

/** Bytes read before the kind of an upload is decided. */
export const SNIFF_BYTES = 64;

/**
 * The kind of a file from its first bytes (magic numbers), never from its name or the browser's
 * word: JPEG, PNG, WebP, MP4 (ISO base media 'ftyp'), WebM (EBML with the 'webm' doc type), PDF.
 */
export function detectMediaKind(head: Uint8Array): MediaKind | null {
  const at = (signature: number[], offset = 0) => signature.every((byte, i) => head[offset + i] === byte);
  const ascii = (text: string, offset = 0) => at([...text].map((ch) => ch.charCodeAt(0)), offset);
  if (at([0xff, 0xd8, 0xff])) return 'jpeg';
  if (at([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'webp';
  if (ascii('ftyp', 4) && /^(isom|iso2|iso4|iso5|iso6|mp41|mp42|avc1|M4V |dash|3gp[0-9])/.test(String.fromCharCode(...head.slice(8, 12)))) return 'mp4';
  if (at([0x1a, 0x45, 0xdf, 0xa3]) && Buffer.from(head).includes('webm')) return 'webm';
  if (ascii('%PDF-')) return 'pdf';
  return null;
}
