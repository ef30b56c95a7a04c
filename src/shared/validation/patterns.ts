/** Format patterns of spec part 1 §3. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Optional plus, first digit 1-9, up to 16 digits in all. */
export const phonePattern = /^\+?[1-9]\d{0,15}$/;
/** Letters (any script) and spaces, 1-100 characters. */
export const namePattern = /^[\p{L} ]{1,100}$/u;
export const currencyPattern = /^\d+(\.\d{1,2})?$/;
export const displayIdPattern = /^\d{8}$/;
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Strip spaces, dashes, dots and parentheses people type into phone numbers. */
export function normalizePhone(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase();
}
