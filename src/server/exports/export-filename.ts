/**
 * Download file names: '<store-name-slug>-<dataset>-<from>-to-<to>.<ext>' for ranged datasets,
 * '<store-name-slug>-<dataset>-<today>.<ext>' otherwise. The header carries an ASCII `filename`
 * for old clients and the Unicode one as `filename*` (RFC 6266 / RFC 8187).
 */

/** Lower-case words joined by '-'; `ascii` strips accents and drops other scripts. Empty → 'store'. */
export function slugify(name: string, ascii: boolean): string {
  const base = ascii ? name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : name.normalize('NFC');
  const word = ascii ? /[^a-z0-9]+/g : /[^\p{L}\p{N}]+/gu;
  const slug = base.toLowerCase().replace(word, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug || 'store';
}

export function exportFileName(storeName: string, dataset: string, period: string, ext: string, ascii: boolean): string {
  return `${slugify(storeName, ascii)}-${dataset}-${period}.${ext}`;
}

/** RFC 8187 value characters: encodeURIComponent leaves ' ( ) * unescaped, which ext-value does not allow. */
function encodeExtValue(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function contentDisposition(storeName: string, dataset: string, period: string, ext: string): string {
  const ascii = exportFileName(storeName, dataset, period, ext, true);
  const unicode = exportFileName(storeName, dataset, period, ext, false);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(unicode)}`;
}
