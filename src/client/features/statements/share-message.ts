/**
 * The channels a statement or receipt is sent through. The words themselves (statement and receipt
 * templates) are in the text catalogue: #client/texts/statements.
 */
export type { Receipt } from '#client/texts/statements';

/** wa.me wants the E.164 number as digits only (country code, no '+'); the text is URL-encoded. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}

/** `sms:<number>?&body=` works on both iOS and Android. */
export function smsLink(phone: string, message: string): string {
  return `sms:${phone.replace(/[^\d+]/g, '')}?&body=${encodeURIComponent(message)}`;
}
